import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  confirmProofCommand,
  idQuery,
  paymentPatterns,
  proofImageChunkQuery,
  stageProofChunkCommand,
  staffSubmitProofCommand,
  submitProofCommand,
  type ConfirmProofResponse,
  type ProofImageChunk,
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
  stageChunk(@Payload() payload: unknown): Promise<{ received: number }> {
    return this.proofs.stageChunk(stageProofChunkCommand.parse(payload));
  }

  @MessagePattern(paymentPatterns.submitProof)
  async submit(@Payload() payload: unknown): Promise<ProofReceivedResponse> {
    const command = submitProofCommand.parse(payload);
    const received = await this.proofs.submit(await this.registrations.getByRef(command.ref), command);
    await this.registrations.extendHold(command.ref);
    return received;
  }

  @MessagePattern(paymentPatterns.staffSubmitProof)
  async staffSubmit(@Payload() payload: unknown): Promise<ProofReceivedResponse> {
    const command = staffSubmitProofCommand.parse(payload);
    const registration = await this.registrations.getById(command.registrationId).catch(async (error) => {
      await this.proofs.discard(command.uploadId);
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
  imageChunk(@Payload() payload: unknown): Promise<ProofImageChunk> {
    return this.review.imageChunk(proofImageChunkQuery.parse(payload));
  }

  @MessagePattern(paymentPatterns.confirmProof)
  confirm(@Payload() payload: unknown): Promise<ConfirmProofResponse> {
    return this.review.confirm(confirmProofCommand.parse(payload));
  }
}
