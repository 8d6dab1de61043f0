import { Metrics } from '@eventdesk/server-kit';
import { DeliveryOutcomes } from '../src/metrics/delivery-outcomes';

/** Delivery outcomes counted on a registry of their own, for a test that does not read them. */
export const unreadDeliveryOutcomes = (): DeliveryOutcomes =>
  new DeliveryOutcomes(new Metrics('notification'));
