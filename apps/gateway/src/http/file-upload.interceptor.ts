import {
  Injectable,
  mixin,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import { memoryStorage } from 'multer';
import type { Observable } from 'rxjs';
import { DomainError } from '@eventdesk/server-kit';

export interface FileUploadOptions {
  /** The multipart field of the one file; a file under any other field, or a second one, is a 400. */
  field: string;
  /** multer stops reading at this many bytes of the file. */
  maxBytes: number;
  /** The 413's message, e.g. in the language of the request. */
  tooLargeMessage: (req: Request) => string;
  /** The text fields that come with the file: how many at most, and how long each may be. */
  textFields?: { count: number; maxBytes: number };
}

/**
 * A multipart intake for one file, kept in memory (it goes on to a service in pieces, see `sendFileInChunks`). Over
 * the limit is a 413 with the route's own message, before anything is stored or sent.
 */
export function fileUploadInterceptor(options: FileUploadOptions): Type<NestInterceptor> {
  const textFields = options.textFields ?? { count: 5, maxBytes: 1024 };
  const Multipart = FileInterceptor(options.field, {
    storage: memoryStorage(),
    defParamCharset: 'utf8',
    limits: {
      fileSize: options.maxBytes,
      files: 1,
      fields: textFields.count,
      fieldSize: textFields.maxBytes,
      parts: textFields.count + 2,
    },
  });

  @Injectable()
  class FileUploadInterceptor implements NestInterceptor {
    private readonly multipart = new Multipart();

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await this.multipart.intercept(context, next);
      } catch (error) {
        if (error instanceof PayloadTooLargeException) {
          const req = context.switchToHttp().getRequest<Request>();
          throw new DomainError('PAYLOAD_TOO_LARGE', options.tooLargeMessage(req));
        }
        throw error;
      }
    }
  }
  return mixin(FileUploadInterceptor);
}
