import { Module } from '@nestjs/common';
import { ManualPaymentService } from './manual-payment.service';
import { ManualPaymentsHandler } from './manual-payments.handler';

/** Payments staff record by hand (spec admin §7, POST /admin/manual_update/payment/{id}). */
@Module({
  controllers: [ManualPaymentsHandler],
  providers: [ManualPaymentService],
})
export class ManualPaymentsModule {}
