import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  paymentRpcs,
  type ConfirmProofCommand,
  type ConfirmProofResponse,
  type FileChunkAck,
  type FileChunkCommand,
  type FileChunkQuery,
  type FileChunkReply,
  type IdQuery,
  type ProofReceivedResponse,
  type ProofView,
  type StaffSubmitProofCommand,
  type SubmitProofCommand,
} from '@eventdesk/contracts';
import { RpcHandler } from '@eventdesk/server-kit';
import { RegistrationDirectory } from '../rpc/registration-directory';
import { ProofReviewService } from './proof-review.service';
import { ProofsService } from './proofs.service';

@Controller()
export class ProofsHandler {
  constructor(
    private readonly proofs: ProofsService,
    private readonly review: ProofReviewService,
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

  @RpcHandler(paymentRpcs.listProofs)
  listProofs(@Payload() query: IdQuery): Promise<ProofView[]> {
    return this.review.proofsOf(query.id);
  }

  @RpcHandler(paymentRpcs.proofImageChunk)
  imageChunk(@Payload() query: FileChunkQuery): Promise<FileChunkReply> {
    return this.review.imageChunk(query);
  }

  @RpcHandler(paymentRpcs.confirmProof)
  confirm(@Payload() command: ConfirmProofCommand): Promise<ConfirmProofResponse> {
    return this.review.confirm(command);
  }
}
