import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { DeliveryView, EventEnvelope, ListDeliveriesQuery } from '@eventdesk/contracts';
import type { EventDelivery } from '@eventdesk/server-kit';
import { DeliveryOutcomes } from '../metrics/delivery-outcomes';
import type { Delivery, DeliveryChannel } from './delivery.entity';
import {
  claimDelivery,
  countDeliveryAttempt,
  findDeliveryByIdOrFail,
  insertQueuedDeliveriesOnce,
  listDeliveries,
  recordDeliveryOutcome,
  type QueuedDelivery,
} from './delivery.repository';
import {
  DEFAULT_MAIL_BUDGET,
  MAIL_BUDGET_LIMITS,
  mailBudgetCharge,
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
    const { row, created } = await claimDelivery(em, {
      eventId: envelope.id,
      eventName: envelope.name,
      channel: attempt.channel,
      recipient: attempt.recipient,
      status: attempt.skipReason ? 'skipped' : 'queued',
      lastError: attempt.skipReason ?? null,
      budget: attempt.publicBudget ? mailBudgetCharge(attempt.recipient, this.budget) : null,
    });
    if (row.status === 'sent' || row.status === 'skipped') {
      if (created && attempt.publicBudget && row.status === 'skipped') {
        this.outcomes.refused(attempt.channel);
        this.logger.warn(
          { eventId: envelope.id, eventName: envelope.name, channel: attempt.channel },
          `message skipped, not sent: ${row.lastError}`,
        );
      }
      return row;
    }
    row.attempts += 1;
    return this.attemptCounted(row, delivery.isFinalAttempt, () => attempt.send(), em);
  }

  /**
   * The rows of an event's messages (one per channel), created once per event: a re-delivered event finds them and
   * gets the same rows back (`created` false). A created row has its first attempt counted: the caller sends it now
   * (`attemptCounted`), and a queue job only retries it.
   */
  queueOnce(envelope: EventEnvelope, messages: QueuedMessage[]): Promise<QueuedDelivery[]> {
    return insertQueuedDeliveriesOnce(this.em.fork(), { id: envelope.id, name: envelope.name }, messages);
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
    const row = await countDeliveryAttempt(em, deliveryId);
    if (!row) {
      return findDeliveryByIdOrFail(em, deliveryId);
    }
    return this.attemptCounted(row, isFinalAttempt, send, em);
  }

  /** The send of a row whose attempt is already counted, its outcome recorded (a failure rethrown, as above). */
  async attemptCounted(
    row: Delivery,
    isFinalAttempt: boolean,
    send: (row: Delivery) => Promise<string>,
    em: EntityManager = this.em.fork(),
  ): Promise<Delivery> {
    try {
      row.providerMessageId = await send(row);
      row.status = 'sent';
      row.lastError = null;
    } catch (error) {
      row.lastError = error instanceof Error ? error.message : String(error);
      row.status = isFinalAttempt ? 'failed' : 'queued';
      await recordDeliveryOutcome(em, row);
      this.outcomes.attemptFailed(row.channel, isFinalAttempt);
      throw error;
    }
    await recordDeliveryOutcome(em, row);
    this.outcomes.sent(row.channel);
    return row;
  }

  async list(query: ListDeliveriesQuery): Promise<DeliveryView[]> {
    const rows = await listDeliveries(this.em.fork(), query);
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
