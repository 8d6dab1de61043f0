import { Injectable } from '@nestjs/common';
import {
  PITCH_DOCUMENT_MAX_BYTES,
  pitchRpcs,
  translateValidationMessage,
  type FileManifest,
  type Language,
} from '@eventdesk/contracts';
import {
  DOCUMENT_KINDS,
  detectFileType,
  DomainError,
  RpcClient,
  sendFileInChunks,
} from '@eventdesk/server-kit';
import { fileUploadInterceptor } from '../http/file-upload.interceptor';
import { requestLanguage } from '../http/request-language';

export const PITCH_FILE_FIELD = 'pitchFile';

/** The text fields and at most one `pitchFile` of 10 MB; over it is a 413 in the visitor's language. */
export const PitchUploadInterceptor = fileUploadInterceptor({
  field: PITCH_FILE_FIELD,
  maxBytes: PITCH_DOCUMENT_MAX_BYTES,
  textFields: { count: 30, maxBytes: 64 * 1024 },
  tooLargeMessage: (req) => {
    const lang = requestLanguage(req);
    return `${translateValidationMessage('validation.pitch.file.tooLarge', lang)}. ${translateValidationMessage('validation.pitch.file.tooLargeHint', lang)}`;
  },
});

/**
 * The gateway's file intake for pitch documents: decides what the bytes are (never the name or the declared
 * type) and hands an accepted document to the registration service in pieces under the NATS payload limit.
 * A refused file is never sent, so nothing of it is stored.
 */
@Injectable()
export class PitchDocumentIntake {
  constructor(private readonly rpc: RpcClient) {}

  upload(file: { buffer: Buffer; originalname: string }, lang: Language): Promise<FileManifest> {
    const kind = detectFileType(file.buffer);
    if (!kind || !DOCUMENT_KINDS.includes(kind)) {
      throw new DomainError(
        'UNSUPPORTED_FILE',
        translateValidationMessage('validation.pitch.file.type', lang),
      );
    }
    return sendFileInChunks(
      this.rpc,
      pitchRpcs.uploadChunk,
      file.buffer,
      file.originalname.trim() || 'pitch-document',
    );
  }
}
