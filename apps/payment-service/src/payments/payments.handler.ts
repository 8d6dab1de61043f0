import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  paymentRpcs,
  type CardCallbackBody,
  type CardCallbackResult,
  type IdQuery,
  type OrderIdQuery,
  type PaymentOrderResult,
  type PaymentSummary,
  type PaymentView,
  type RefQuery,
  type SavePaymentResponse,
} from '@eventdesk/contracts';
import { RpcHandler } from '@eventdesk/server-kit';
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

  @RpcHandler(paymentRpcs.cardCallback)
  cardCallback(@Payload() body: CardCallbackBody): Promise<CardCallbackResult> {
    return this.callbacks.handle(body);
  }

  @RpcHandler(paymentRpcs.save)
  save(@Payload() query: OrderIdQuery): Promise<SavePaymentResponse> {
    return this.saves.save(query.orderId);
  }

  @RpcHandler(paymentRpcs.orderResult)
  orderResult(@Payload() query: OrderIdQuery): Promise<PaymentOrderResult> {
    return this.results.resultOf(query.orderId);
  }

  @RpcHandler(paymentRpcs.summary)
  async summary(@Payload() { ref }: RefQuery): Promise<PaymentSummary> {
    const [registration, settings] = await Promise.all([
      this.registrations.getByRef(ref),
      this.registrations.publicSettings(),
    ]);
    return this.summaries.summarize(registration, settings);
  }

  @RpcHandler(paymentRpcs.listForRegistration)
  listForRegistration(@Payload() query: IdQuery): Promise<PaymentView[]> {
    return this.review.paymentsOf(query.id);
  }
}
