import { Injectable } from '@nestjs/common';
import { LockMode, type FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  PITCH_REVIEWED,
  pitchReviewedPayload,
  type FileChunkQuery,
  type FileChunkReply,
  type ListPitchesQuery,
  type PitchApplicationView,
  type PitchDocumentMeta,
  type PitchListResponse,
  type ReviewPitchCommand,
} from '@eventdesk/contracts';
import {
  DomainError,
  OutboxRelay,
  readFileChunk,
  recordEvent,
  type StoredFileColumns,
} from '@eventdesk/server-kit';
import { REGISTRATION_SCHEMA } from '../database';
import { PitchApplication } from './pitch-application.entity';
import { PitchDocument } from './pitch-document.entity';
import { toPitchApplicationView, toPitchListItem } from './pitch.mapper';

const NOT_FOUND = 'Pitch application not found';

/** Where the documents are, for downloads slice by slice; a download names the application. */
const pitchDocuments: StoredFileColumns = {
  table: 'pitch_document',
  id: 'application_id',
  bytes: 'bytes',
  size: 'size',
  mimeType: 'mime_type',
  fileName: 'file_name',
};

/** What staff do with applications: list, read, download the document, review. */
@Injectable()
export class PitchReviewService {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
  ) {}

  async list(query: ListPitchesQuery): Promise<PitchListResponse> {
    const em = this.em.fork();
    const where: FilterQuery<PitchApplication> = {};
    if (query.status) {
      where.status = query.status;
    }
    if (query.category) {
      where.businessCategory = query.category;
    }
    if (query.turnover) {
      where.turnover = query.turnover;
    }
    const [rows, total] = await em.findAndCount(PitchApplication, where, {
      orderBy: { submittedAt: 'desc', id: 'desc' },
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const withDocument = rows.length
      ? await em.find(
          PitchDocument,
          { applicationId: { $in: rows.map((row) => row.id) } },
          { fields: ['applicationId'] },
        )
      : [];
    const documentOf = new Set(withDocument.map((document) => document.applicationId));
    return {
      items: rows.map((row) => toPitchListItem(row, documentOf.has(row.id))),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async get(id: number): Promise<PitchApplicationView> {
    const em = this.em.fork();
    const application = await em.findOne(PitchApplication, { id });
    if (!application) {
      throw new DomainError('NOT_FOUND', NOT_FOUND);
    }
    return toPitchApplicationView(application, await this.documentMeta(em, id));
  }

  /** One slice of the stored bytes, read in the database, so a download never loads the whole file here. */
  async getDocumentChunk(query: FileChunkQuery): Promise<FileChunkReply> {
    const em = this.em.fork();
    const chunk = await readFileChunk(em, REGISTRATION_SCHEMA, pitchDocuments, query);
    if (chunk) {
      return chunk;
    }
    const exists = (await em.count(PitchApplication, { id: query.id })) > 0;
    throw new DomainError('NOT_FOUND', exists ? 'This application has no document' : NOT_FOUND);
  }

  /** Records the decision, who made it and when, and `pitch.reviewed`, in one transaction. */
  async review(command: ReviewPitchCommand): Promise<PitchApplicationView> {
    const view = await this.em.fork().transactional(async (em) => {
      // Locked, so two reviewers at once each see the status the other left (previousStatus stays true).
      const application = await em.findOne(
        PitchApplication,
        { id: command.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!application) {
        throw new DomainError('NOT_FOUND', NOT_FOUND);
      }
      const previousStatus = application.status;
      const reviewedAt = new Date();
      application.status = command.status;
      application.notes = command.notes;
      application.applicantMessage = command.applicantMessage;
      application.reviewedAt = reviewedAt;
      application.reviewedBy = command.reviewedBy;
      await em.flush();
      await recordEvent(em, PITCH_REVIEWED, pitchReviewedPayload, {
        applicationId: application.id,
        ref: application.ref,
        startupName: application.startupName,
        founderName: application.founderName,
        email: application.email,
        language: application.language,
        status: command.status,
        previousStatus,
        applicantMessage: command.applicantMessage,
        reviewedBy: command.reviewedBy,
        reviewedAt: reviewedAt.toISOString(),
      });
      return toPitchApplicationView(application, await this.documentMeta(em, application.id));
    });
    this.relay.nudge();
    return view;
  }

  private async documentMeta(em: EntityManager, applicationId: number): Promise<PitchDocumentMeta | null> {
    const document = await em.findOne(
      PitchDocument,
      { applicationId },
      { fields: ['fileName', 'mimeType', 'size'] },
    );
    return document
      ? { fileName: document.fileName, mimeType: document.mimeType, size: document.size }
      : null;
  }
}
