import { z } from 'zod';

/** Every event travels in this envelope; `id` is the outbox row id and doubles as the BullMQ job id. */
export const eventEnvelope = z.object({
  id: z.string().uuid(),
  name: z.string(),
  occurredAt: z.string(),
  correlationId: z.string().optional(),
  payload: z.unknown(),
});
export type EventEnvelope<P = unknown> = Omit<z.infer<typeof eventEnvelope>, 'payload'> & { payload: P };

export const serviceNames = ['registration', 'payment', 'attendance', 'leads', 'notification'] as const;
export type ServiceName = (typeof serviceNames)[number];
