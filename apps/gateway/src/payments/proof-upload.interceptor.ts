import {
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import { memoryStorage } from 'multer';
import type { Observable } from 'rxjs';
import { PROOF_MAX_BYTES, translateValidationMessage } from '@eventdesk/contracts';
import { DomainError } from '@eventdesk/server-kit';
import { requestLanguage } from '../http/request-language';

export const PROOF_FILE_FIELD = 'image';

/** The multipart body: one `image` (5 MB at most; multer stops reading at the limit) and the UTR field. */
const MultipartProof = FileInterceptor(PROOF_FILE_FIELD, {
  storage: memoryStorage(),
  defParamCharset: 'utf8',
  limits: { fileSize: PROOF_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 8 },
});

/** Over the limit is a 413 'File too large' in the visitor's language, before anything is stored. */
@Injectable()
export class ProofUploadInterceptor implements NestInterceptor {
  private readonly multipart = new MultipartProof();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multipart.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) {
        throw new DomainError(
          'PAYLOAD_TOO_LARGE',
          this.tooLargeMessage(context.switchToHttp().getRequest<Request>()),
        );
      }
      throw error;
    }
  }

  protected tooLargeMessage(req: Request): string {
    const lang = requestLanguage(req);
    return `${translateValidationMessage('validation.proof.image.tooLarge', lang)}. ${translateValidationMessage('validation.proof.image.tooLargeHint', lang)}`;
  }
}

/** The staff dialogs' receipt field: the same intake, with the staff screen's message (spec admin §5). */
@Injectable()
export class StaffProofUploadInterceptor extends ProofUploadInterceptor {
  protected override tooLargeMessage(): string {
    return 'File size should be less than 5MB';
  }
}
