import { z } from 'zod';
import { defineRpc } from '../../common/rpc-contract';
import { deliveryView, listDeliveriesQuery, notificationPatterns } from './patterns';

/** The RPCs served by the notification service, with what is sent and what comes back. */
export const notificationRpcs = {
  listDeliveries: defineRpc(notificationPatterns.listDeliveries, listDeliveriesQuery, z.array(deliveryView)),
};
