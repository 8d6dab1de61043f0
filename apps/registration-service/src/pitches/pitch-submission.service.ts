import { Injectable, Logger } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import {
  PITCH_CHUNK_BYTES,
  PITCH_SUBMITTED,
  pitchSubmittedPayload,
  type PitchDocumentUpload,
  type SubmitPitchCommand,
  type SubmitPitchResponse,
  type UploadPitchChunkCommand,
} from '@eventdesk/contracts';
import {
  DOCUMENT_KINDS,
  detectedFileTypes,
  detectFileType,
  DomainError,
  OutboxRelay,
  recordEvent,
} from '@eventdesk/server-kit';
import { newPublicRef } from '../registrations/public-ref';
import { documentFileName } from './document-name';
import { PitchApplication } from './pitch-application.entity';
import { PitchDocument } from './pitch-document.entity';
import { PitchUploadChunk } from './pitch-upload-chunk.entity';

/** Chunks of an upload nobody submitted (the gateway failed half way) are swept after this long. */
const STALE_UPLOAD_MS = 60 * 60 * 1000;

interface AssembledDocument {
  fileName: string;
  mimeType: string;
  size: number;
  sha256: string;
  bytes: Buffer;
}

@Injectable()
export class PitchSubmissionService {
  private readonly logger = new Logger('PitchSubmissionService');

  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
  ) {}

  /** Stores one chunk; a repeated (upload, index) changes nothing, so the gateway may retry a chunk. */
  async uploadChunk(command: UploadPitchChunkCommand): Promise<{ stored: true }> {
    const bytes = Buffer.from(command.data, 'base64');
    if (bytes.length === 0 || bytes.length > PITCH_CHUNK_BYTES) {
      throw new DomainError('BAD_REQUEST', `A document chunk holds 1 to ${PITCH_CHUNK_BYTES} bytes`);
    }
    const em = this.em.fork();
    if (command.index === 0) {
      await this.sweepStaleUploads(em);
    }
    await em
      .createQueryBuilder(PitchUploadChunk)
      .insert({ uploadId: command.uploadId, index: command.index, bytes, createdAt: new Date() })
      .onConflict(['uploadId', 'index'])
      .ignore()
      .execute('run');
    return { stored: true };
  }

  /** Stores the application, its document and `pitch.submitted` in one transaction. */
  async submit(command: SubmitPitchCommand): Promise<SubmitPitchResponse> {
    const { application } = command;
    const ref = newPublicRef();
    const submittedAt = new Date();
    await this.em.fork().transactional(async (em) => {
      const document = command.document ? await this.takeUpload(em, command.document) : null;
      const applicationId = await em.insert(PitchApplication, {
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
        await em.insert(PitchDocument, { applicationId, ...document, uploadedAt: submittedAt });
      }
      await recordEvent(em, PITCH_SUBMITTED, pitchSubmittedPayload, {
        applicationId,
        ref,
        startupName: application.startupName,
        founderName: application.founderName,
        email: application.email,
        language: command.language,
        hasDocument: document !== null,
        submittedAt: submittedAt.toISOString(),
      });
    });
    this.relay.nudge();
    return { ref, status: 'pending', submittedAt: submittedAt.toISOString() };
  }

  /**
   * Joins the chunks of an upload and checks them against what the gateway announced (count, size, SHA-256)
   * and, again, what the bytes are. The chunks are locked and deleted in the caller's transaction, so one
   * upload can back one application only.
   */
  private async takeUpload(em: EntityManager, upload: PitchDocumentUpload): Promise<AssembledDocument> {
    const chunks = await em.find(
      PitchUploadChunk,
      { uploadId: upload.uploadId },
      { orderBy: { index: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const complete =
      chunks.length === upload.chunkCount && chunks.every((chunk, position) => chunk.index === position);
    const bytes = Buffer.concat(chunks.map((chunk) => chunk.bytes));
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    if (!complete || bytes.length !== upload.size || sha256 !== upload.sha256) {
      throw new DomainError(
        'BAD_REQUEST',
        'The document upload is incomplete. Please upload the file again.',
      );
    }
    const kind = detectFileType(bytes);
    if (!kind || !DOCUMENT_KINDS.includes(kind)) {
      throw new DomainError('UNSUPPORTED_FILE', 'Please upload a PDF, PPT, PPTX, DOC or DOCX file');
    }
    await em.nativeDelete(PitchUploadChunk, { uploadId: upload.uploadId });
    return {
      fileName: documentFileName(upload.fileName, kind),
      mimeType: detectedFileTypes[kind].mime,
      size: bytes.length,
      sha256,
      bytes,
    };
  }

  private async sweepStaleUploads(em: EntityManager): Promise<void> {
    const removed = await em.nativeDelete(PitchUploadChunk, {
      createdAt: { $lt: new Date(Date.now() - STALE_UPLOAD_MS) },
    });
    if (removed > 0) {
      this.logger.log(`removed ${removed} chunks of abandoned pitch uploads`);
    }
  }
}
