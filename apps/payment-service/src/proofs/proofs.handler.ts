import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  confirmProofCommand,
  fileChunkCommand,
  fileChunkQuery,
  idQuery,
  paymentPatterns,
  staffSubmitProofCommand,
  submitProofCommand,
  type ConfirmProofResponse,
  type FileChunkAck,
  type FileChunkReply,
  type ProofReceivedResponse,
  type ProofView,
} from '@eventdesk/contracts';
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

  @MessagePattern(paymentPatterns.stageProofChunk)
  stageChunk(@Payload() payload: unknown): Promise<FileChunkAck> {
    return this.proofs.stageChunk(fileChunkCommand.parse(payload));
  }

  @MessagePattern(paymentPatterns.submitProof)
  async submit(@Payload() payload: unknown): Promise<ProofReceivedResponse> {
    const command = submitProofCommand.parse(payload);
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

  @MessagePattern(paymentPatterns.staffSubmitProof)
  async staffSubmit(@Payload() payload: unknown): Promise<ProofReceivedResponse> {
    const command = staffSubmitProofCommand.parse(payload);
    const registration = await this.registrations.getById(command.registrationId).catch(async (error) => {
      await this.proofs.discard(command.file.uploadId);
      throw error;
    });
    const received = await this.proofs.staffSubmit(registration, command);
    await this.registrations.extendHold(registration.ref);
    return received;
  }

  @MessagePattern(paymentPatterns.listProofs)
  listProofs(@Payload() payload: unknown): Promise<ProofView[]> {
    return this.review.proofsOf(idQuery.parse(payload).id);
  }

  @MessagePattern(paymentPatterns.proofImageChunk)
  imageChunk(@Payload() payload: unknown): Promise<FileChunkReply> {
    return this.review.imageChunk(fileChunkQuery.parse(payload));
  }

  @MessagePattern(paymentPatterns.confirmProof)
  confirm(@Payload() payload: unknown): Promise<ConfirmProofResponse> {
    return this.review.confirm(confirmProofCommand.parse(payload));
  }
}
