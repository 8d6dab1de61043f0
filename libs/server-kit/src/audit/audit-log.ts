import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import {
  auditRecord,
  type AuditEntryView,
  type AuditListQuery,
  type AuditRecord,
  type AuditSource,
} from '@eventdesk/contracts';
import { AuditEntry } from './audit-entry.entity';

/** JSON-safe copy: dates become ISO strings, undefined fields disappear, so before/after read back as written. */
function snapshot(value: unknown): unknown {
  return value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));
}

/**
 * Records a staff change. Call it with the transaction's EntityManager, so the entry exists exactly when the change
 * does. A plain insert, no unit of work.
 */
export async function recordAudit(em: EntityManager, record: AuditRecord): Promise<void> {
  const entry = auditRecord.parse(record);
  await em.insert(AuditEntry, {
    actor: entry.actor,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: snapshot(entry.before),
    after: snapshot(entry.after),
    at: new Date(),
  });
}

/** This schema's entries, newest first, strictly before `query.before`. */
export async function listAudit(
  em: EntityManager,
  source: AuditSource,
  query: AuditListQuery,
): Promise<AuditEntryView[]> {
  const where: FilterQuery<AuditEntry> = {};
  if (query.before) {
    where.at = { $lt: new Date(query.before) };
  }
  if (query.actor) {
    where.actor = query.actor;
  }
  if (query.targetType) {
    where.targetType = query.targetType;
  }
  if (query.targetId) {
    where.targetId = query.targetId;
  }
  const rows = await em
    .fork()
    .find(AuditEntry, where, { orderBy: { at: 'desc', id: 'desc' }, limit: query.limit });
  return rows.map((row) => ({
    id: `${source}:${row.id}`,
    source,
    actor: row.actor,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
    at: row.at.toISOString(),
  }));
}
