import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  auditListRpc,
  type AuditEntryView,
  type AuditListQuery,
  type AuditPage,
  type AuditSource,
} from '@eventdesk/contracts';
import { DomainError, listAudit, RpcClient } from '@eventdesk/server-kit';

/** Newest first; entries of the same instant in a fixed order, so a page never shuffles between requests. */
function newestFirst(a: AuditEntryView, b: AuditEntryView): number {
  return b.at.localeCompare(a.at) || b.id.localeCompare(a.id);
}

/**
 * The staff audit log: each schema keeps its own entries (written in the transaction of the change); this asks
 * them all at once and merges them by time. A source that does not answer fails the request: a silently partial
 * log would hide changes from the person auditing them.
 */
@Injectable()
export class AuditLogService {
  constructor(
    private readonly em: EntityManager,
    private readonly rpc: RpcClient,
  ) {}

  async page(query: AuditListQuery): Promise<AuditPage> {
    const sources: Array<[AuditSource, () => Promise<AuditEntryView[]>]> = [
      ['identity', () => listAudit(this.em, 'identity', query)],
      ['registration', () => this.rpc.call(auditListRpc('registration'), query)],
      ['payment', () => this.rpc.call(auditListRpc('payment'), query)],
      ['leads', () => this.rpc.call(auditListRpc('leads'), query)],
    ];
    const answers = await Promise.allSettled(sources.map(([, load]) => load()));
    const silent = sources.filter(
      (_, i) =>
        answers[i]?.status === 'rejected' && isUnavailable((answers[i] as PromiseRejectedResult).reason),
    );
    if (silent.length > 0) {
      throw new DomainError(
        'SERVICE_UNAVAILABLE',
        `The audit log cannot be shown complete right now: no answer from ${silent.map(([name]) => name).join(', ')}. Please try again.`,
      );
    }
    const failed = answers.find((answer) => answer.status === 'rejected');
    if (failed) {
      throw failed.reason;
    }
    const entries = answers
      .flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []))
      .sort(newestFirst);
    const page = entries.slice(0, query.limit);
    return {
      entries: page,
      // Each source gave at most `limit`: fewer than `limit` in all means every source is exhausted.
      nextBefore: entries.length < query.limit ? null : (page.at(-1)?.at ?? null),
    };
  }
}

function isUnavailable(error: unknown): boolean {
  return error instanceof DomainError && error.code === 'SERVICE_UNAVAILABLE';
}
