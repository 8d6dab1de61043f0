import { DiscoveryService } from '@nestjs/core';
import type { EventDefinition, EventEnvelope, EventPayloadOf } from '@eventdesk/contracts';

/** What a handler learns about its job besides the event: whether a failure now is the last try. */
export interface EventDelivery {
  attempt: number;
  isFinalAttempt: boolean;
}

/** The envelope arrives with its payload parsed by the event's schema. */
type OnEventMethod<TDefinition extends EventDefinition> = (
  envelope: EventEnvelope<EventPayloadOf<TDefinition>>,
  delivery: EventDelivery,
) => Promise<unknown>;

export interface OnEventOptions {
  /** Parallel jobs of this event in one process, when not the bus's default (a handler that waits on providers). */
  concurrency?: number;
}

/** The metadata EventWorkers looks up; `OnEvent` is its typed face. */
export const OnEventMetadata = DiscoveryService.createDecorator<
  { definition: EventDefinition } & OnEventOptions
>();

/**
 * Marks a provider method as this service's handler for one event (see EventWorkers). The worker parses the
 * payload with the definition's schema first; through the descriptor's type the compiler checks that the method
 * takes that payload's type.
 */
export function OnEvent<TDefinition extends EventDefinition>(
  definition: TDefinition,
  options: OnEventOptions = {},
) {
  return <TMethod extends OnEventMethod<TDefinition>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<TMethod>,
  ): void => {
    OnEventMetadata({ definition, ...options })(target, key, descriptor);
  };
}
