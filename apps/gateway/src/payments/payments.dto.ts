import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import {
  cardCallbackBody,
  cardOrderStatus,
  confirmProofBody,
  initiatePaymentBody,
  manualPaymentUpdateBody,
  proofReviewListQuery,
  rejectProofBody,
  savePaymentBody,
  staffUploadProofFields,
  uploadProofFields,
} from '@eventdesk/contracts';

export class InitiatePaymentDto extends createZodDto(initiatePaymentBody) {}
export class CardCallbackDto extends createZodDto(cardCallbackBody) {}
export class SavePaymentDto extends createZodDto(savePaymentBody) {}
export class UploadProofFieldsDto extends createZodDto(uploadProofFields) {}
export class ConfirmProofDto extends createZodDto(confirmProofBody) {}
export class ProofReviewListQueryDto extends createZodDto(proofReviewListQuery) {}
export class RejectProofDto extends createZodDto(rejectProofBody) {}
export class ManualPaymentUpdateDto extends createZodDto(manualPaymentUpdateBody) {}
export class StaffUploadProofFieldsDto extends createZodDto(staffUploadProofFields) {}

/** The sandbox pages' forms (form-encoded, as a browser posts them). */
export class SandboxTransactionDto extends createZodDto(
  z.object({ encRequest: z.string().min(1).max(20_000), access_code: z.string().min(1).max(100) }),
) {}
export class SandboxOutcomeDto extends createZodDto(z.object({ outcome: cardOrderStatus })) {}
