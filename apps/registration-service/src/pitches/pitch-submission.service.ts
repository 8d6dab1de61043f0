import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  PITCH_DOCUMENT_MAX_BYTES,
  type FileChunkAck,
  type FileChunkCommand,
  type FileManifest,
  type SubmitPitchCommand,
  type SubmitPitchResponse,
  pitchSubmittedEvent,
} from '@eventdesk/contracts';
import {
  DOCUMENT_KINDS,
  detectedFileTypes,
  detectFileType,
  discardFile,
  DomainError,
  OutboxRelay,
  recordEvent,
  stageChunk,
  runIdempotent,
  takeFile,
} from '@eventdesk/server-kit';
import { REGISTRATION_SCHEMA } from '../database';
import { newPublicRef } from '../registrations/public-ref';
import { documentFileName } from './document-name';
import { insertApplication, insertDocument } from './pitches.repository';

interface AssembledDocument {
  fileName: string;
  mimeType: string;
  size: number;
  sha256: string;
  bytes: Buffer;
}

@Injectable()
export class PitchSubmissionService {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
  ) {}

  /** A piece of a document on its way in (the shared file-transfer mechanism); a repeated piece is stored once. */
  uploadChunk(command: FileChunkCommand): Promise<FileChunkAck> {
    return stageChunk(this.em.fork(), REGISTRATION_SCHEMA, command);
  }

  /** Stores the application, its document and `pitch.submitted` in one transaction. */
  async submit(command: SubmitPitchCommand): Promise<SubmitPitchResponse> {
    const { application, document, idempotencyKey, ...rest } = command;
    const outcome = await this.em.fork().transactional((em) =>
      runIdempotent(
        em,
        {
          schema: REGISTRATION_SCHEMA,
          scope: 'pitch.submit',
          key: idempotencyKey,
          // A retry re-sends the document's pieces under another upload id: the bytes' hash is what counts.
          request: { application, ...rest, document: document ? document.sha256 : null },
        },
        () => this.store(em, command),
      ),
    );
    if (outcome.replayed) {
      // The retry's pieces are not needed: the first request stored its document.
      if (document) {
        await discardFile(this.em.fork(), REGISTRATION_SCHEMA, document.uploadId);
      }
    } else {
      this.relay.nudge();
    }
    return outcome.value;
  }

  private async store(em: EntityManager, command: SubmitPitchCommand): Promise<SubmitPitchResponse> {
    const { application } = command;
    const ref = newPublicRef();
    const submittedAt = new Date();
    const document = command.document ? await this.takeUpload(em, command.document) : null;
    const applicationId = await insertApplication(em, {
      ref,
      startupName: application.startupName,
      founderName: application.founderName,
      email: application.email,
      phone: application.phone,
      businessCategory: application.businessCategory,
      startupAge: application.startupAge,
      totalFounders: application.totalFounders,
      teamMembers: application.teamMembers,
      hasCustomers: application.hasCustomers,
      turnover: application.turnover,
      pitchDescription: application.pitchDescription,
      problemSolving: application.problemSolving,
      targetMarket: application.targetMarket,
      fundingAmount: application.fundingAmount,
      language: command.language,
      status: 'pending',
      submittedAt,
    });
    if (document) {
      await insertDocument(em, { applicationId, ...document, uploadedAt: submittedAt });
    }
    await recordEvent(em, pitchSubmittedEvent, {
      applicationId,
      ref,
      startupName: application.startupName,
      founderName: application.founderName,
      email: application.email,
      language: command.language,
      hasDocument: document !== null,
      submittedAt: submittedAt.toISOString(),
    });
    return { ref, status: 'pending', submittedAt: submittedAt.toISOString() };
  }

  /**
   * Takes the staged pieces (checked against the manifest, locked and deleted in the caller's transaction, so one
   * upload can back one application only) and checks again what the bytes are.
   */
  private async takeUpload(em: EntityManager, upload: FileManifest): Promise<AssembledDocument> {
    const bytes = await takeFile(em, REGISTRATION_SCHEMA, upload, { maxBytes: PITCH_DOCUMENT_MAX_BYTES });
    const kind = detectFileType(bytes);
    if (!kind || !DOCUMENT_KINDS.includes(kind)) {
      throw new DomainError('UNSUPPORTED_FILE', 'Please upload a PDF, PPT, PPTX, DOC or DOCX file');
    }
    return {
      fileName: documentFileName(upload.fileName, kind),
      mimeType: detectedFileTypes[kind].mime,
      size: bytes.length,
      sha256: upload.sha256,
      bytes,
    };
  }
}
