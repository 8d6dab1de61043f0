import { Injectable } from '@nestjs/common';
import {
  PROOF_MAX_BYTES,
  PROOF_MIN_BYTES,
  paymentRpcs,
  registrationRpcs,
  translateValidationMessage,
  type FileManifest,
  type Language,
  type ProofReceivedResponse,
} from '@eventdesk/contracts';
import { detectFileType, DomainError, IMAGE_KINDS, RpcClient, sendFileInChunks } from '@eventdesk/server-kit';
import { requestLanguage } from '../http/request-language';
import { fileUploadInterceptor } from '../http/file-upload.interceptor';

export const PROOF_FILE_FIELD = 'image';

/** The visitor's receipt: one `image` and the UTR; over 5 MB is a 413 'File too large' in the visitor's language. */
export const ProofUploadInterceptor = fileUploadInterceptor({
  field: PROOF_FILE_FIELD,
  maxBytes: PROOF_MAX_BYTES,
  tooLargeMessage: (req) => {
    const lang = requestLanguage(req);
    return `${translateValidationMessage('validation.proof.image.tooLarge', lang)}. ${translateValidationMessage('validation.proof.image.tooLargeHint', lang)}`;
  },
});

/** The staff dialogs' receipt field: the same intake, with the staff screen's message (spec admin §5). */
export const StaffProofUploadInterceptor = fileUploadInterceptor({
  field: PROOF_FILE_FIELD,
  maxBytes: PROOF_MAX_BYTES,
  tooLargeMessage: () => 'File size should be less than 5MB',
});

/**
 * The gateway's file intake for receipts: decides what the bytes are (never the name or the declared type) and
 * hands an accepted image to the payment service in pieces under the NATS message limit. A refused file is never
 * sent, so nothing of it is stored; the service checks the assembled bytes again.
 */
@Injectable()
export class ProofIntake {
  constructor(private readonly rpc: RpcClient) {}

  async submit(
    ref: string,
    file: UploadedImage | undefined,
    transactionId: string,
    lang: Language,
    idempotencyKey?: string,
  ): Promise<ProofReceivedResponse> {
    const image = checkedImage(file, lang);
    if (image.buffer.length < PROOF_MIN_BYTES) {
      throw new DomainError('VALIDATION_FAILED', 'The image is too small to be a receipt', [
        { path: 'image', message: 'validation.proof.image.tooSmall' },
      ]);
    }
    // An unknown reference is refused before any piece is sent, so it stores nothing (NOT_FOUND from the lookup).
    await this.rpc.call(registrationRpcs.getByRef, { ref });
    const sent = await this.send(image);
    try {
      return await this.rpc.call(paymentRpcs.submitProof, {
        file: sent,
        ref,
        transactionId,
        idempotencyKey,
      });
    } catch (error) {
      throw inVisitorsLanguage(error, lang);
    }
  }

  /** A receipt staff upload for a registration (Add / Edit Registration dialogs); who uploaded it is recorded. */
  async staffSubmit(
    registrationId: number,
    file: UploadedImage | undefined,
    transactionId: string | undefined,
    uploadedBy: string,
    lang: Language,
  ): Promise<ProofReceivedResponse> {
    const sent = await this.send(checkedImage(file, lang));
    return this.rpc.call(paymentRpcs.staffSubmitProof, {
      file: sent,
      registrationId,
      transactionId,
      uploadedBy,
    });
  }

  private send(file: UploadedImage): Promise<FileManifest> {
    return sendFileInChunks(
      this.rpc,
      paymentRpcs.stageProofChunk,
      file.buffer,
      file.originalname.trim() || 'receipt',
    );
  }
}

/** The payment service words its visitor refusals as catalog keys (it does not know the language); translated here. */
function inVisitorsLanguage(error: unknown, lang: Language): unknown {
  if (error instanceof DomainError && error.message.startsWith('validation.proof.')) {
    return new DomainError(error.code, translateValidationMessage(error.message, lang), error.details);
  }
  return error;
}

interface UploadedImage {
  buffer: Buffer;
  originalname: string;
}

/** An image by its bytes, or the refusal; a refused file is never sent. */
function checkedImage(file: UploadedImage | undefined, lang: Language): UploadedImage {
  if (!file || file.buffer.length === 0) {
    throw new DomainError('VALIDATION_FAILED', 'Please select an image', [
      { path: 'image', message: 'validation.proof.image.required' },
    ]);
  }
  const kind = detectFileType(file.buffer);
  if (!kind || !IMAGE_KINDS.includes(kind)) {
    throw new DomainError(
      'UNSUPPORTED_FILE',
      translateValidationMessage('validation.proof.image.type', lang),
    );
  }
  return file;
}
