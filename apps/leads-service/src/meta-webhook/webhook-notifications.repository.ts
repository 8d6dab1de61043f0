import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MetaLeadgenValue } from '@eventdesk/contracts';
import { WebhookNotification, type WebhookNotificationStatus } from './webhook-notification.entity';

/**
 * Stores the notifications not seen before, in one statement; returns the leadgen ids that are new. A repeated id
 * (Meta redelivers until it gets a 200, or sends one lead twice in a body) is left as it is.
 */
export async function insertNotifications(
  tx: EntityManager,
  notifications: readonly MetaLeadgenValue[],
  receivedAt: Date,
): Promise<string[]> {
  const values = notifications.map((value) => ({
    leadgen_id: value.leadgen_id,
    page_id: value.page_id ?? null,
    form_id: value.form_id ?? null,
    ad_id: value.ad_id ?? value.adgroup_id ?? null,
    // Meta sends seconds since the epoch.
    created_time: value.created_time === undefined ? null : new Date(value.created_time * 1000).toISOString(),
  }));
  const rows = await tx.execute<Array<{ leadgen_id: string }>>(
    `insert into "leads"."webhook_notification" ("leadgen_id", "page_id", "form_id", "ad_id", "created_time", "received_at")
     select r."leadgen_id", r."page_id", r."form_id", r."ad_id", r."created_time", ?
       from jsonb_to_recordset(?::jsonb)
         as r("leadgen_id" text, "page_id" text, "form_id" text, "ad_id" text, "created_time" timestamptz)
     on conflict ("leadgen_id") do nothing
     returning "leadgen_id"`,
    [receivedAt.toISOString(), JSON.stringify(values)],
  );
  return rows.map((row) => row.leadgen_id);
}

/** Counts a fetch attempt of a pending notification; null when it is no longer pending (already settled). */
export async function countAttempt(
  em: EntityManager,
  leadgenId: string,
): Promise<WebhookNotification | null> {
  const rows = await em.execute<Array<Record<string, unknown>>>(
    `update "leads"."webhook_notification" set "attempts" = "attempts" + 1
      where "leadgen_id" = ? and "status" = 'pending' returning *`,
    [leadgenId],
  );
  return rows[0] ? em.map(WebhookNotification, rows[0]) : null;
}

/** A failed fetch: the reason stays visible; the last attempt marks the notification failed. */
export async function recordFetchFailure(
  em: EntityManager,
  leadgenId: string,
  error: string,
  final: boolean,
): Promise<void> {
  await em.nativeUpdate(
    WebhookNotification,
    { leadgenId, status: 'pending' },
    { lastError: error.slice(0, 1000), ...(final ? { status: 'failed', processedAt: new Date() } : {}) },
  );
}

export function lockNotification(tx: EntityManager, leadgenId: string): Promise<WebhookNotification | null> {
  return tx.findOne(WebhookNotification, { leadgenId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
}

export async function settleNotification(
  tx: EntityManager,
  id: number,
  status: Exclude<WebhookNotificationStatus, 'pending' | 'failed'>,
  details: { leadId?: number | null; reason?: string | null },
): Promise<void> {
  await tx.nativeUpdate(
    WebhookNotification,
    { id },
    { status, leadId: details.leadId ?? null, lastError: details.reason ?? null, processedAt: new Date() },
  );
}

/** Oldest first: the ones whose fetch job the sweep checks. */
export async function pendingLeadgenIds(em: EntityManager, limit: number): Promise<string[]> {
  const rows = await em.find(
    WebhookNotification,
    { status: 'pending' },
    { fields: ['leadgenId'], orderBy: { id: 'asc' }, limit },
  );
  return rows.map((row) => row.leadgenId);
}

/** Notifications that failed only because no token was set: they wait again once one is. */
export async function reopenFailedFor(em: EntityManager, lastError: string): Promise<number> {
  return em.nativeUpdate(
    WebhookNotification,
    { status: 'failed', lastError },
    { status: 'pending', attempts: 0, processedAt: null },
  );
}
