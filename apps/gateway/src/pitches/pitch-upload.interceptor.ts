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
import { PITCH_DOCUMENT_MAX_BYTES, translateValidationMessage } from '@eventdesk/contracts';
import { DomainError } from '@eventdesk/server-kit';
import { requestLanguage } from '../http/request-language';

export const PITCH_FILE_FIELD = 'pitchFile';

/**
 * Reads the multipart body: the text fields and at most one `pitchFile`, kept in memory (10 MB at most; multer
 * stops reading at the limit). Over the limit is a 413 in the visitor's language, before anything is stored.
 */
const MultipartPitch = FileInterceptor(PITCH_FILE_FIELD, {
  storage: memoryStorage(),
  defParamCharset: 'utf8',
  limits: { fileSize: PITCH_DOCUMENT_MAX_BYTES, files: 1, fields: 30, fieldSize: 64 * 1024, parts: 32 },
});

@Injectable()
export class PitchUploadInterceptor implements NestInterceptor {
  private readonly multipart = new MultipartPitch();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multipart.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) {
        const lang = requestLanguage(context.switchToHttp().getRequest<Request>());
        const message = `${translateValidationMessage('validation.pitch.file.tooLarge', lang)}. ${translateValidationMessage('validation.pitch.file.tooLargeHint', lang)}`;
        throw new DomainError('PAYLOAD_TOO_LARGE', message);
      }
      throw error;
    }
  }
}
