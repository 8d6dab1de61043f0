import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { EventDefinition, EventPayloadInput } from '@eventdesk/contracts';
import { currentCorrelationId } from '../context/correlation';
import { OutboxEvent } from './outbox-event.entity';

/**
 * Inserts an event inside the caller's transaction and returns its id. The payload is typed by the event's
 * definition and parsed with its schema here, so a consumer can never receive a shape its schema rejects. A plain
 * insert (no unit of work): this runs on every registration in a ticket rush.
 */
export async function recordEvent<TDefinition extends EventDefinition>(
  em: EntityManager,
  event: TDefinition,
  payload: EventPayloadInput<TDefinition>,
): Promise<string> {
  const id = randomUUID();
  await em.insert(OutboxEvent, {
    id,
    name: event.name,
    payload: event.payload.parse(payload),
    correlationId: currentCorrelationId() ?? null,
    createdAt: new Date(),
    publishedAt: null,
    attempts: 0,
    lastError: null,
  });
  return id;
}
