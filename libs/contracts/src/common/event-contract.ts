import type { z } from 'zod';

/**
 * One event, defined once: its name (the outbox row's and the queues' key) and the schema of its payload. The
 * producer (`recordEvent`) is type-checked and parsed against it; the consumer (`@OnEvent`) gets the payload parsed
 * by the event worker, so a shape the schema refuses never reaches a handler.
 */
export interface EventDefinition<TPayload extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly payload: TPayload;
}

export function defineEvent<TPayload extends z.ZodType>(
  name: string,
  payload: TPayload,
): EventDefinition<TPayload> {
  return { name, payload };
}

/** What a producer passes (before parsing applies defaults and transforms). */
export type EventPayloadInput<TDefinition extends EventDefinition> = z.input<TDefinition['payload']>;
/** What a consumer receives. */
export type EventPayloadOf<TDefinition extends EventDefinition> = z.output<TDefinition['payload']>;
