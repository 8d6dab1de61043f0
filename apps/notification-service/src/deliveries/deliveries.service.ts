import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { DeliveryView, EventEnvelope, ListDeliveriesQuery } from '@eventdesk/contracts';
import type { EventDelivery } from '@eventdesk/server-kit';
import { Delivery, type DeliveryChannel } from './delivery.entity';

export interface SendAttempt {
  channel: DeliveryChannel;
  recipient: string;
  /** Performs the send and returns the provider's message id. */
  send: () => Promise<string>;
}

/** The delivery log: one row per (event, channel), its attempts, and what the provider said. */
@Injectable()
export class DeliveriesService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Sends unless this event's message on this channel was already sent. A failure is recorded and rethrown
   * so the queue retries; on the last attempt the row is marked failed.
   */
  async sendOnce(envelope: EventEnvelope, delivery: EventDelivery, attempt: SendAttempt): Promise<Delivery> {
    const em = this.em.fork();
    await em
      .createQueryBuilder(Delivery)
      .insert({
        id: crypto.randomUUID(),
        eventId: envelope.id,
        eventName: envelope.name,
        channel: attempt.channel,
        recipient: attempt.recipient,
        status: 'queued',
        attempts: 0,
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .onConflict(['eventId', 'channel'])
      .ignore()
      .execute('run');
    const row = await em.findOneOrFail(Delivery, { eventId: envelope.id, channel: attempt.channel });
    if (row.status === 'sent') {
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
      throw error;
    }
    await em.flush();
    return row;
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
