import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type FileChunkQuery,
  type FileChunkReply,
  type ListPitchesQuery,
  type PitchApplicationView,
  type PitchListResponse,
  type ReviewPitchCommand,
  pitchReviewedEvent,
} from '@eventdesk/contracts';
import {
  DomainError,
  OutboxRelay,
  readFileChunk,
  recordEvent,
  type StoredFileColumns,
} from '@eventdesk/server-kit';
import { REGISTRATION_SCHEMA } from '../database';
import { toPitchApplicationView, toPitchListItem } from './pitch.mapper';
import {
  applicationExists,
  applicationsWithDocument,
  documentMeta,
  findApplication,
  listApplications,
  lockApplication,
  saveReview,
} from './pitches.repository';

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
    const [rows, total] = await listApplications(em, query);
    const documentOf = await applicationsWithDocument(
      em,
      rows.map((row) => row.id),
    );
    return {
      items: rows.map((row) => toPitchListItem(row, documentOf.has(row.id))),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async get(id: number): Promise<PitchApplicationView> {
    const em = this.em.fork();
    const application = await findApplication(em, id);
    if (!application) {
      throw new DomainError('NOT_FOUND', NOT_FOUND);
    }
    return toPitchApplicationView(application, await documentMeta(em, id));
  }

  /** One slice of the stored bytes, read in the database, so a download never loads the whole file here. */
  async getDocumentChunk(query: FileChunkQuery): Promise<FileChunkReply> {
    const em = this.em.fork();
    const chunk = await readFileChunk(em, REGISTRATION_SCHEMA, pitchDocuments, query);
    if (chunk) {
      return chunk;
    }
    if (await applicationExists(em, query.id)) {
      throw new DomainError('PITCH_DOCUMENT_MISSING', 'This application has no document');
    }
    throw new DomainError('NOT_FOUND', NOT_FOUND);
  }

  /** Records the decision, who made it and when, and `pitch.reviewed`, in one transaction. */
  async review(command: ReviewPitchCommand): Promise<PitchApplicationView> {
    const view = await this.em.fork().transactional(async (em) => {
      // Locked, so two reviewers at once each see the status the other left (previousStatus stays true).
      const application = await lockApplication(em, command.id);
      if (!application) {
        throw new DomainError('NOT_FOUND', NOT_FOUND);
      }
      const previousStatus = application.status;
      const reviewedAt = new Date();
      await saveReview(em, application, { ...command, reviewedAt });
      await recordEvent(em, pitchReviewedEvent, {
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
      return toPitchApplicationView(application, await documentMeta(em, application.id));
    });
    this.relay.nudge();
    return view;
  }
}
