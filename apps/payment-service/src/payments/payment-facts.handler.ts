import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { paymentRpcs, type PaymentFactsQuery, type PaymentFactsReply } from '@eventdesk/contracts';
import { RpcHandler } from '@eventdesk/server-kit';
import { PaymentFactsService } from './payment-facts.service';

/** The staff export's payment columns, a page of registrations at a time. */
@Controller()
export class PaymentFactsHandler {
  constructor(private readonly facts: PaymentFactsService) {}

  @RpcHandler(paymentRpcs.paymentFacts)
  paymentFacts(@Payload() query: PaymentFactsQuery): Promise<PaymentFactsReply> {
    return this.facts.facts(query);
  }
}
