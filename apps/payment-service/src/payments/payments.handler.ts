import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  cardCallbackBody,
  idQuery,
  orderIdQuery,
  paymentPatterns,
  refQuery,
  type CardCallbackResult,
  type PaymentOrderResult,
  type PaymentSummary,
  type PaymentView,
  type SavePaymentResponse,
} from '@eventdesk/contracts';
import { ProofReviewService } from '../proofs/proof-review.service';
import { RegistrationDirectory } from '../rpc/registration-directory';
import { CardCallbackService } from './card-callback.service';
import { PaymentResultService } from './payment-result.service';
import { PaymentSaveService } from './payment-save.service';
import { PaymentSummaryService } from './payment-summary.service';

@Controller()
export class PaymentsHandler {
  constructor(
    private readonly callbacks: CardCallbackService,
    private readonly saves: PaymentSaveService,
    private readonly results: PaymentResultService,
    private readonly summaries: PaymentSummaryService,
    private readonly review: ProofReviewService,
    private readonly registrations: RegistrationDirectory,
  ) {}

  @MessagePattern(paymentPatterns.cardCallback)
  cardCallback(@Payload() payload: unknown): Promise<CardCallbackResult> {
    return this.callbacks.handle(cardCallbackBody.parse(payload));
  }

  @MessagePattern(paymentPatterns.save)
  save(@Payload() payload: unknown): Promise<SavePaymentResponse> {
    return this.saves.save(orderIdQuery.parse(payload).orderId);
  }

  @MessagePattern(paymentPatterns.orderResult)
  orderResult(@Payload() payload: unknown): Promise<PaymentOrderResult> {
    return this.results.resultOf(orderIdQuery.parse(payload).orderId);
  }

  @MessagePattern(paymentPatterns.summary)
  async summary(@Payload() payload: unknown): Promise<PaymentSummary> {
    const { ref } = refQuery.parse(payload);
    const [registration, settings] = await Promise.all([
      this.registrations.getByRef(ref),
      this.registrations.publicSettings(),
    ]);
    return this.summaries.summarize(registration, settings);
  }

  @MessagePattern(paymentPatterns.listForRegistration)
  listForRegistration(@Payload() payload: unknown): Promise<PaymentView[]> {
    return this.review.paymentsOf(idQuery.parse(payload).id);
  }
}
