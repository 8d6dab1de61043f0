import { Module } from '@nestjs/common';
import { DeliveryOutcomes } from './delivery-outcomes';
import { NotificationFigures } from './notification-figures';

/**
 * This service's delivery figures on /metrics (the Metrics provider itself comes from the service core). Every
 * module that sends imports this one, so they share one DeliveryOutcomes.
 */
@Module({ providers: [DeliveryOutcomes, NotificationFigures], exports: [DeliveryOutcomes] })
export class NotificationMetricsModule {}
