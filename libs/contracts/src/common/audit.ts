import { z } from 'zod';
import { defineRpc } from './rpc-contract';

/** Where an audit entry was written: the gateway's identity schema or one service's schema. */
export const auditSources = ['identity', 'registration', 'payment', 'attendance', 'leads'] as const;
export const auditSource = z.enum(auditSources);
export type AuditSource = z.infer<typeof auditSource>;

/** RPC subject under which a service answers `auditListQuery` for its own audit table. */
export function auditListPattern(source: Exclude<AuditSource, 'identity'>): string {
  return `${source}.audit.list`;
}

/** What a change records, in the same transaction as the change: who, what, on which record, before and after. */
export const auditRecord = z.object({
  actor: z.string().min(1).max(64),
  /** `<noun>.<verb>`, e.g. `registration.update`, `followup.update`, `payment-proof.confirm`. */
  action: z.string().min(1).max(80),
  targetType: z.string().min(1).max(40),
  targetId: z.string().max(64).nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditRecord = z.infer<typeof auditRecord>;

export const auditEntryView = auditRecord.extend({
  /** `<source>:<row id>`: unique across sources. */
  id: z.string(),
  source: auditSource,
  at: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntryView>;

/** GET /api/admin/audit-log (super_admin): newest first, paged by the `at` of the last entry seen. */
export const auditListQuery = z.object({
  before: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  actor: z.string().trim().max(64).optional(),
  targetType: z.string().trim().max(40).optional(),
  targetId: z.string().trim().max(64).optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditPage = z.object({
  entries: z.array(auditEntryView),
  /** Pass as `before` for the next page; null at the end. */
  nextBefore: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPage>;

/** Each service answers for its own audit table; the gateway merges the answers by time. */
export function auditListRpc(source: Exclude<AuditSource, 'identity'>) {
  return defineRpc(auditListPattern(source), auditListQuery, z.array(auditEntryView));
}
