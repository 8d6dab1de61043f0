import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { paymentFactsQuery, paymentPatterns, type PaymentFactsReply } from '@eventdesk/contracts';
import { PaymentFactsService } from './payment-facts.service';

/** The staff export's payment columns, a page of registrations at a time. */
@Controller()
export class PaymentFactsHandler {
  constructor(private readonly facts: PaymentFactsService) {}

  @MessagePattern(paymentPatterns.paymentFacts)
  paymentFacts(@Payload() payload: unknown): Promise<PaymentFactsReply> {
    return this.facts.facts(paymentFactsQuery.parse(payload));
  }
}
