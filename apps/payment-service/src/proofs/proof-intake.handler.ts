import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  paymentRpcs,
  type FileChunkAck,
  type FileChunkCommand,
  type ProofReceivedResponse,
  type StaffSubmitProofCommand,
  type SubmitProofCommand,
} from '@eventdesk/contracts';
import { RpcHandler } from '@eventdesk/server-kit';
import { RegistrationDirectory } from '../rpc/registration-directory';
import { ProofIntakeService } from './proof-intake.service';

/** Receipt uploads, the visitor's and staff's for the visitor. */
@Controller()
export class ProofIntakeHandler {
  constructor(
    private readonly proofs: ProofIntakeService,
    private readonly registrations: RegistrationDirectory,
  ) {}

  @RpcHandler(paymentRpcs.stageProofChunk)
  stageChunk(@Payload() chunk: FileChunkCommand): Promise<FileChunkAck> {
    return this.proofs.stageChunk(chunk);
  }

  @RpcHandler(paymentRpcs.submitProof)
  async submit(@Payload() command: SubmitProofCommand): Promise<ProofReceivedResponse> {
    const [registration, settings] = await Promise.all([
      this.registrations.getByRef(command.ref),
      this.registrations.publicSettings(),
    ]).catch(async (error) => {
      // An unknown reference stores nothing: its pieces go now, not at the sweep an hour later.
      await this.proofs.discard(command.file.uploadId);
      throw error;
    });
    const { firstReceipt, ...received } = await this.proofs.submit(registration, command, settings.payment);
    // A receipt extends the hold once; more receipts cannot keep a seat off sale.
    if (firstReceipt) {
      await this.registrations.extendHold(command.ref);
    }
    return received;
  }

  @RpcHandler(paymentRpcs.staffSubmitProof)
  async staffSubmit(@Payload() command: StaffSubmitProofCommand): Promise<ProofReceivedResponse> {
    const registration = await this.registrations.getById(command.registrationId).catch(async (error) => {
      await this.proofs.discard(command.file.uploadId);
      throw error;
    });
    const received = await this.proofs.staffSubmit(registration, command);
    await this.registrations.extendHold(registration.ref);
    return received;
  }
}
