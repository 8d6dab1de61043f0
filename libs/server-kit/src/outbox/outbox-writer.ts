import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { currentCorrelationId } from '../context/correlation';
import { OutboxEvent } from './outbox-event.entity';

/**
 * Records an event inside the caller's transaction. The payload is checked against its contract here, so a
 * consumer can never receive a shape its schema rejects.
 */
export function recordEvent<S extends z.ZodType>(
  em: EntityManager,
  name: string,
  schema: S,
  payload: z.input<S>,
): OutboxEvent {
  const event = em.create(OutboxEvent, {
    name,
    payload: schema.parse(payload),
    correlationId: currentCorrelationId() ?? null,
  });
  em.persist(event);
  return event;
}
