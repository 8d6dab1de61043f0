/**
 * BullMQ queues private to the leads service (events between services go through the outbox instead). Never rename
 * a value: jobs waiting in Redis carry it.
 */
export const leadsQueues = {
  /** One job per Meta leadgen notification: fetch the lead from the Graph API and store it. */
  metaLeadFetch: 'leads.meta-lead-fetch',
} as const;
