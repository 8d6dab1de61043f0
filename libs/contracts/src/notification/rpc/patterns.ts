import { z } from 'zod';

export const deliveryChannels = ['email', 'whatsapp'] as const;
/** `skipped`: not sent because the recipient's mail budget for public-triggered messages was spent. */
export const deliveryStatuses = ['queued', 'sent', 'failed', 'skipped'] as const;

/** RPC subjects served by the notification service. */
export const notificationPatterns = {
  listDeliveries: 'notification.list-deliveries',
} as const;

export const listDeliveriesQuery = z.object({
  eventId: z.string().uuid().optional(),
  limit: z.number().int().min(1).max(200).default(50),
});
export type ListDeliveriesQuery = z.infer<typeof listDeliveriesQuery>;

export const deliveryView = z.object({
  id: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  channel: z.enum(deliveryChannels),
  recipient: z.string(),
  status: z.enum(deliveryStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  providerMessageId: z.string().nullable(),
  createdAt: z.string(),
});
export type DeliveryView = z.infer<typeof deliveryView>;
