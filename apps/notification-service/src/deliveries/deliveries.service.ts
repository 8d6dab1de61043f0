import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { DeliveryView, EventEnvelope, ListDeliveriesQuery } from '@eventdesk/contracts';
import type { EventDelivery } from '@eventdesk/server-kit';
import { DeliveryOutcomes } from '../metrics/delivery-outcomes';
import { Delivery, type DeliveryChannel } from './delivery.entity';
import {
  DEFAULT_MAIL_BUDGET,
  insertChargedDelivery,
  MAIL_BUDGET_LIMITS,
  type MailBudgetLimits,
} from './mail-budget';

export interface SendAttempt {
  channel: DeliveryChannel;
  recipient: string;
  /** Performs the send and returns the provider's message id. */
  send: () => Promise<string>;
  /**
   * A message the public side caused (a form anyone can fill in with any address): it counts against the
   * recipient's mail budget and is skipped, not sent, once that is spent.
   */
  publicBudget?: boolean;
  /** Why this message cannot be sent at all (e.g. no approved WhatsApp template yet): recorded as skipped, final. */
  skipReason?: string;
}

export interface QueuedMessage {
  channel: DeliveryChannel;
  recipient: string;
  payload: unknown;
}

/** The delivery log: one row per (event, channel), its attempts, and what the provider said. */
@Injectable()
export class DeliveriesService {
  private readonly logger = new Logger('Deliveries');

  constructor(
    private readonly em: EntityManager,
    private readonly outcomes: DeliveryOutcomes,
    @Optional() @Inject(MAIL_BUDGET_LIMITS) private readonly budget: MailBudgetLimits = DEFAULT_MAIL_BUDGET,
  ) {}

  /**
   * Sends unless this event's message on this channel was already sent, or was skipped as over the recipient's
   * mail budget (a skip is final: nothing retries it). A failure is recorded and rethrown so the queue retries;
   * on the last attempt the row is marked failed.
   */
  async sendOnce(envelope: EventEnvelope, delivery: EventDelivery, attempt: SendAttempt): Promise<Delivery> {
    const em = this.em.fork();
    if (attempt.publicBudget) {
      await this.insertCharged(em, envelope, attempt);
    } else {
      await em
        .createQueryBuilder(Delivery)
        .insert({
          id: crypto.randomUUID(),
          eventId: envelope.id,
          eventName: envelope.name,
          channel: attempt.channel,
          recipient: attempt.recipient,
          status: attempt.skipReason ? 'skipped' : 'queued',
          lastError: attempt.skipReason ?? null,
          attempts: 0,
          createdAt: new Date(),
          updatedAt: new Date(),
        })
        .onConflict(['eventId', 'channel'])
        .ignore()
        .execute('run');
    }
    const row = await em.findOneOrFail(Delivery, { eventId: envelope.id, channel: attempt.channel });
    if (row.status === 'sent' || row.status === 'skipped') {
      return row;
    }
    row.attempts += 1;
    try {
      row.providerMessageId = await attempt.send();
      row.status = 'sent';
      row.lastError = null;
    } catch (error) {
      row.lastError = error instanceof Error ? error.message : String(error);
      row.status = delivery.isFinalAttempt ? 'failed' : 'queued';
      await em.flush();
      this.outcomes.attemptFailed(row.channel, delivery.isFinalAttempt);
      throw error;
    }
    await em.flush();
    this.outcomes.sent(row.channel);
    return row;
  }

  /**
   * The row of a message charged to the recipient's budget, decided once per (event, channel): `queued` while
   * there is room, else `skipped` with the reason. A redelivered event finds its row and is not decided again.
   */
  private async insertCharged(
    em: EntityManager,
    envelope: EventEnvelope,
    attempt: SendAttempt,
  ): Promise<void> {
    const reason = await insertChargedDelivery(
      em,
      {
        eventId: envelope.id,
        eventName: envelope.name,
        channel: attempt.channel,
        recipient: attempt.recipient,
      },
      this.budget,
    );
    if (reason) {
      this.outcomes.refused(attempt.channel);
      this.logger.warn(
        { eventId: envelope.id, eventName: envelope.name, channel: attempt.channel },
        `message skipped, not sent: ${reason}`,
      );
    }
  }

  /**
   * The rows for messages that their own queue jobs send (one per channel), created once per event: a
   * re-delivered event finds them and gets the same rows back, so it enqueues the same job ids again.
   */
  async queueOnce(envelope: EventEnvelope, messages: QueuedMessage[]): Promise<Delivery[]> {
    const em = this.em.fork();
    for (const message of messages) {
      await em
        .createQueryBuilder(Delivery)
        .insert({
          id: crypto.randomUUID(),
          eventId: envelope.id,
          eventName: envelope.name,
          channel: message.channel,
          recipient: message.recipient,
          status: 'queued',
          attempts: 0,
          payload: message.payload,
          createdAt: new Date(),
          updatedAt: new Date(),
        })
        .onConflict(['eventId', 'channel'])
        .ignore()
        .execute('run');
    }
    return em.find(Delivery, {
      eventId: envelope.id,
      channel: { $in: messages.map((message) => message.channel) },
    });
  }

  /**
   * One try of a queued message. A row already sent is left alone (a job run again after its worker died once the
   * send was recorded). The attempt is counted before the send, so an attempt cut short by a crash still shows.
   * A failure is recorded and rethrown for the queue's retry; the last attempt marks the row failed.
   */
  async attemptQueued(
    deliveryId: string,
    isFinalAttempt: boolean,
    send: (row: Delivery) => Promise<string>,
  ): Promise<Delivery> {
    const em = this.em.fork();
    // One statement counts the attempt and reads the row; a row already sent is left as it is.
    const counted = (await em.getConnection().execute(
      `update "notification"."delivery" set "attempts" = "attempts" + 1, "status" = 'queued', "updated_at" = now()
          where "id" = ? and "status" <> 'sent' returning *`,
      [deliveryId],
    )) as Array<Record<string, unknown>>;
    if (!counted[0]) {
      return em.findOneOrFail(Delivery, deliveryId);
    }
    const row = em.map(Delivery, counted[0]);
    try {
      row.providerMessageId = await send(row);
      row.status = 'sent';
      row.lastError = null;
    } catch (error) {
      row.lastError = error instanceof Error ? error.message : String(error);
      row.status = isFinalAttempt ? 'failed' : 'queued';
      await this.record(em, row);
      this.outcomes.attemptFailed(row.channel, isFinalAttempt);
      throw error;
    }
    await this.record(em, row);
    this.outcomes.sent(row.channel);
    return row;
  }

  private async record(em: EntityManager, row: Delivery): Promise<void> {
    await em.nativeUpdate(
      Delivery,
      { id: row.id },
      {
        status: row.status,
        lastError: row.lastError,
        providerMessageId: row.providerMessageId,
        updatedAt: new Date(),
      },
    );
  }

  async list(query: ListDeliveriesQuery): Promise<DeliveryView[]> {
    const rows = await this.em.fork().find(Delivery, query.eventId ? { eventId: query.eventId } : {}, {
      orderBy: { createdAt: 'desc' },
      limit: query.limit,
    });
    return rows.map((row) => ({
      id: row.id,
      eventId: row.eventId,
      eventName: row.eventName,
      channel: row.channel,
      recipient: row.recipient,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      providerMessageId: row.providerMessageId,
      createdAt: row.createdAt.toISOString(),
    }));
  }
}
