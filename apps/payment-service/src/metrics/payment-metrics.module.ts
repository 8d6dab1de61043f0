import { Module } from '@nestjs/common';
import { PaymentFigures } from './payment-figures';

/** This service's business figures on /metrics (the Metrics provider itself comes from the service core). */
@Module({ providers: [PaymentFigures] })
export class PaymentMetricsModule {}
