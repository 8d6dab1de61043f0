import { Module } from '@nestjs/common';
import { ProofsModule } from '../proofs/proofs.module';
import { CardCallbackService } from './card-callback.service';
import { PaymentFactsHandler } from './payment-facts.handler';
import { PaymentFactsService } from './payment-facts.service';
import { PaymentResultService } from './payment-result.service';
import { PaymentSaveService } from './payment-save.service';
import { PaymentSummaryService } from './payment-summary.service';
import { PaymentsHandler } from './payments.handler';

@Module({
  imports: [ProofsModule],
  controllers: [PaymentsHandler, PaymentFactsHandler],
  providers: [
    CardCallbackService,
    PaymentSaveService,
    PaymentResultService,
    PaymentSummaryService,
    PaymentFactsService,
  ],
})
export class PaymentsModule {}
