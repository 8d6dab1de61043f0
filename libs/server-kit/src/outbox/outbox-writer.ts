import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { currentCorrelationId } from '../context/correlation';
import { OutboxEvent } from './outbox-event.entity';

/**
 * Inserts an event inside the caller's transaction and returns its id. The payload is checked against its
 * contract here, so a consumer can never receive a shape its schema rejects. A plain insert (no unit of work):
 * this runs on every registration in a ticket rush.
 */
export async function recordEvent<S extends z.ZodType>(
  em: EntityManager,
  name: string,
  schema: S,
  payload: z.input<S>,
): Promise<string> {
  const id = randomUUID();
  await em.insert(OutboxEvent, {
    id,
    name,
    payload: schema.parse(payload),
    correlationId: currentCorrelationId() ?? null,
    createdAt: new Date(),
    publishedAt: null,
    attempts: 0,
    lastError: null,
  });
  return id;
}
