import { Module } from '@nestjs/common';
import { LeadsFigures } from './leads-figures';

/** This service's business figures on /metrics (the Metrics provider itself comes from the service core). */
@Module({ providers: [LeadsFigures] })
export class LeadsMetricsModule {}
