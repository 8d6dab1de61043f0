import { REGISTRATION_CREATED } from '../registration/events/registration-created';
import type { ServiceName } from './events';

/**
 * Which services consume which event. The outbox relay fans each event out to one BullMQ queue per
 * (consumer, event), so a consumer that is down when the event is published still gets it later.
 */
export const eventConsumers: Record<string, readonly ServiceName[]> = {
  [REGISTRATION_CREATED]: ['notification'],
};

export function eventQueueName(consumer: ServiceName, eventName: string): string {
  return `${consumer}.${eventName}`;
}
