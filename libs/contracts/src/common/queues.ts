import type { ServiceName } from './events';
import { eventConsumers, eventQueueName } from './subscriptions';

/**
 * BullMQ queues private to one service (events between services go through the outbox and the event queues
 * instead). Listed here so the queue dashboard and the metrics see every queue. Never rename a value: jobs waiting
 * in Redis carry it.
 */
export const serviceQueues = {
  notification: {
    /** One job per ticket e-mail; the job id is the delivery row's id. */
    ticketEmail: 'notification.ticket-email',
    /** One job per ticket WhatsApp message; the job id is the delivery row's id. */
    ticketWhatsapp: 'notification.ticket-whatsapp',
    /** Delayed reminder jobs, one per (registration, kind); the job id is `<kind>-<registration id>`. */
    reminders: 'notification.reminders',
    /** The staff digest of new contact messages: at most one job per 15-minute window (see contact-digest). */
    contactDigest: 'notification.contact-digest',
  },
  leads: {
    /** One job per Meta leadgen notification: fetch the lead from the Graph API and store it. */
    metaLeadFetch: 'leads.meta-lead-fetch',
  },
} as const satisfies Partial<Record<ServiceName, Record<string, string>>>;

export interface QueueDescription {
  name: string;
  /** The service whose workers take its jobs. */
  consumer: ServiceName;
  /** The event it carries; absent for a service's private queue. */
  event?: string;
}

/** Every queue of the system: one per (consumer, event) of the subscription table, then the private ones. */
export function allQueues(): QueueDescription[] {
  const eventQueues = Object.entries(eventConsumers).flatMap(([event, consumers]) =>
    consumers.map((consumer) => ({ name: eventQueueName(consumer, event), consumer, event })),
  );
  const privateQueues = Object.entries(serviceQueues).flatMap(([consumer, queues]) =>
    Object.values(queues).map((name) => ({ name, consumer: consumer as ServiceName })),
  );
  return [...eventQueues, ...privateQueues];
}

/** The queues whose jobs this service's workers take. */
export function queuesConsumedBy(service: ServiceName): QueueDescription[] {
  return allQueues().filter((queue) => queue.consumer === service);
}
