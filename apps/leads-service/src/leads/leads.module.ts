import { Module } from '@nestjs/common';
import { LeadsClock } from './lead-day';
import { LeadQueriesService } from './lead-queries.service';
import { LeadReassignService } from './lead-reassign.service';
import { LeadStatusService } from './lead-status.service';
import { LeadsHandler } from './leads.handler';
import { PaymentCompletedConsumer } from './payment-completed.consumer';

/** Working the leads (issue 11): list and progress, status changes with history, reassignment, conversion. */
@Module({
  controllers: [LeadsHandler],
  providers: [
    LeadsClock,
    LeadQueriesService,
    LeadStatusService,
    LeadReassignService,
    PaymentCompletedConsumer,
  ],
  exports: [LeadQueriesService],
})
export class LeadsModule {}
