import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { type GraphLead, type LeadRowIssue, leadsImportedEvent } from '@eventdesk/contracts';
import { OutboxRelay, recordEvent } from '@eventdesk/server-kit';
import { LeadIntake } from '../../imports/lead-intake.service';
import { parseGraphLead } from '../../lead-files/read-lead-file';
import { GRAPH_API_CLIENT, type GraphApiClient } from '../graph-api-client';
import { addToWebhookBatch, openWebhookBatch, WEBHOOK_UPLOADER } from '../webhook-day-batch';
import type { WebhookNotificationStatus } from '../webhook-notification.entity';
import {
  countAttempt,
  lockNotification,
  recordFetchFailure,
  settleNotification,
} from '../webhook-notifications.repository';

/** The job carries the leadgen id only; the notification row says whether anything is left to do. */
export const fetchMetaLeadJobData = z.object({
  leadgenId: z.string().regex(/^\d{1,32}$/),
  correlationId: z.string().optional(),
});
export type FetchMetaLeadJobData = z.infer<typeof fetchMetaLeadJobData>;

/** Deterministic, so adding a notification's job twice adds one job (BullMQ refuses ':' in custom ids). */
export const fetchMetaLeadJobId = (leadgenId: string) => `meta-lead-fetch-${leadgenId}`;

export type FetchOutcome = WebhookNotificationStatus | 'already-settled';

/**
 * Fetches one announced lead from the Graph API and stores it exactly like a row of a file (same dedupe, same
 * round robin). Idempotent: a notification that is no longer pending is left alone, so a redelivered job, a
 * job the sweep added again, or two workers racing change nothing.
 */
@Injectable()
export class FetchMetaLeadJob {
  private readonly logger = new Logger('FetchMetaLeadJob');

  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
    private readonly intake: LeadIntake,
    @Inject(GRAPH_API_CLIENT) private readonly graph: GraphApiClient,
  ) {}

  /** Throws on a failed fetch, so the queue retries with backoff; the last attempt marks the notification failed. */
  async run(leadgenId: string, isFinalAttempt: boolean): Promise<FetchOutcome> {
    // The attempt is counted before the fetch, so one cut short by a crash still shows.
    const pending = await countAttempt(this.em.fork(), leadgenId);
    if (!pending) {
      return 'already-settled';
    }
    let lead: GraphLead;
    try {
      lead = await this.graph.fetchLead(leadgenId);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await recordFetchFailure(this.em.fork(), leadgenId, message, isFinalAttempt);
      throw error;
    }
    const outcome = await this.store(leadgenId, lead);
    if (outcome === 'imported') {
      this.relay.nudge();
    }
    return outcome;
  }

  private store(leadgenId: string, lead: GraphLead): Promise<FetchOutcome> {
    const parsed = parseGraphLead(lead);
    return this.em.fork().transactional(async (tx): Promise<FetchOutcome> => {
      const plan = await this.intake.begin(tx, undefined);
      const notification = await lockNotification(tx, leadgenId);
      if (notification?.status !== 'pending') {
        return 'already-settled';
      }
      const batch = await openWebhookBatch(tx, new Date());
      // The notification's id stands for the row number in the batch's listed issues.
      const row = notification.id;
      const issue = (reason: string): LeadRowIssue => ({ row, reason: `Meta lead ${leadgenId}: ${reason}` });
      if ('issue' in parsed) {
        const { kind, reason } = parsed.issue;
        await addToWebhookBatch(tx, batch, {
          inserted: 0,
          errors: kind === 'error' ? [issue(reason)] : [],
          duplicates: [],
          skipped: kind === 'skipped' ? [issue(reason)] : [],
          assignment: null,
        });
        await settleNotification(tx, notification.id, 'invalid', { reason });
        // The reason may quote the phone as written (PII): the log says only what kind of issue it was.
        this.logger.log({ leadgenId, kind }, 'webhook lead not imported');
        return 'invalid';
      }
      const stored = await this.intake.store(tx, batch.id, 'webhook', [{ row, ...parsed.lead }], plan);
      const leadId = stored.inserted[0]?.id ?? null;
      const totals = await addToWebhookBatch(tx, batch, {
        inserted: stored.inserted.length,
        errors: [],
        duplicates: stored.duplicates.map((duplicate) => issue(duplicate.reason)),
        skipped: [],
        assignment: stored.assignment,
      });
      if (leadId === null) {
        await settleNotification(tx, notification.id, 'duplicate', {
          reason: stored.duplicates[0]?.reason ?? null,
        });
        return 'duplicate';
      }
      await settleNotification(tx, notification.id, 'imported', { leadId });
      await recordEvent(tx, leadsImportedEvent, {
        importId: batch.id,
        source: 'webhook',
        fileName: batch.fileName,
        uploadedBy: WEBHOOK_UPLOADER,
        successCount: totals.successCount,
        errorCount: totals.errorCount,
        duplicateCount: totals.duplicateCount,
        importedAt: new Date().toISOString(),
      });
      this.logger.log({ leadgenId, leadId, importId: batch.id }, 'webhook lead imported');
      return 'imported';
    });
  }
}
