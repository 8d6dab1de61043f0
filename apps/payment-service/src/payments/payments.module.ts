import { Module } from '@nestjs/common';
import { ProofsModule } from '../proofs/proofs.module';
import { CardCallbackService } from './card-callback.service';
import { PaymentResultService } from './payment-result.service';
import { PaymentSaveService } from './payment-save.service';
import { PaymentSummaryService } from './payment-summary.service';
import { PaymentsHandler } from './payments.handler';

@Module({
  imports: [ProofsModule],
  controllers: [PaymentsHandler],
  providers: [CardCallbackService, PaymentSaveService, PaymentResultService, PaymentSummaryService],
})
export class PaymentsModule {}
