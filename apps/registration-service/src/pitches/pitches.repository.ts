import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager, RequiredEntityData } from '@mikro-orm/postgresql';
import type { ListPitchesQuery, PitchDocumentMeta, ReviewPitchCommand } from '@eventdesk/contracts';
import { PitchApplication } from './pitch-application.entity';
import { PitchDocument } from './pitch-document.entity';

/** One page of applications, newest first, with the total under the same filters. */
export function listApplications(
  em: EntityManager,
  query: ListPitchesQuery,
): Promise<[PitchApplication[], number]> {
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
  return em.findAndCount(PitchApplication, where, {
    orderBy: { submittedAt: 'desc', id: 'desc' },
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
}

/** Which of these applications have a document (no statement for none). */
export async function applicationsWithDocument(em: EntityManager, ids: number[]): Promise<Set<number>> {
  const withDocument = ids.length
    ? await em.find(PitchDocument, { applicationId: { $in: ids } }, { fields: ['applicationId'] })
    : [];
  return new Set(withDocument.map((document) => document.applicationId));
}

export function findApplication(em: EntityManager, id: number): Promise<PitchApplication | null> {
  return em.findOne(PitchApplication, { id });
}

export async function applicationExists(em: EntityManager, id: number): Promise<boolean> {
  return (await em.count(PitchApplication, { id })) > 0;
}

/** The application, its row locked until the transaction ends. */
export function lockApplication(em: EntityManager, id: number): Promise<PitchApplication | null> {
  return em.findOne(PitchApplication, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

/** Writes the decision on the (locked) application now. */
export async function saveReview(
  em: EntityManager,
  application: PitchApplication,
  review: Pick<ReviewPitchCommand, 'status' | 'notes' | 'applicantMessage' | 'reviewedBy'> & {
    reviewedAt: Date;
  },
): Promise<void> {
  application.status = review.status;
  application.notes = review.notes;
  application.applicantMessage = review.applicantMessage;
  application.reviewedAt = review.reviewedAt;
  application.reviewedBy = review.reviewedBy;
  await em.flush();
}

export async function documentMeta(
  em: EntityManager,
  applicationId: number,
): Promise<PitchDocumentMeta | null> {
  const document = await em.findOne(
    PitchDocument,
    { applicationId },
    { fields: ['fileName', 'mimeType', 'size'] },
  );
  return document ? { fileName: document.fileName, mimeType: document.mimeType, size: document.size } : null;
}

/** Returns the new application's id. */
export function insertApplication(
  em: EntityManager,
  application: RequiredEntityData<PitchApplication>,
): Promise<number> {
  return em.insert(PitchApplication, application);
}

export async function insertDocument(
  em: EntityManager,
  document: RequiredEntityData<PitchDocument>,
): Promise<void> {
  await em.insert(PitchDocument, document);
}
