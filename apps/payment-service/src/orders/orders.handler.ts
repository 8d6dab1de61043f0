import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  orderIdQuery,
  paymentPatterns,
  refQuery,
  type CheckoutForm,
  type InitiatePaymentResponse,
  type PaymentConfigResponse,
} from '@eventdesk/contracts';
import { PAYMENT_CONFIG, type PaymentConfig } from '../providers/payment-config';
import { RegistrationDirectory } from '../rpc/registration-directory';
import { OrdersService } from './orders.service';

@Controller()
export class OrdersHandler {
  constructor(
    private readonly orders: OrdersService,
    private readonly registrations: RegistrationDirectory,
    @Inject(PAYMENT_CONFIG) private readonly config: PaymentConfig,
  ) {}

  @MessagePattern(paymentPatterns.getConfig)
  getConfig(): PaymentConfigResponse {
    return { provider: this.config.provider, testPayments: this.config.testPayments };
  }

  @MessagePattern(paymentPatterns.initiate)
  async initiate(@Payload() payload: unknown): Promise<InitiatePaymentResponse> {
    const { ref } = refQuery.parse(payload);
    return this.orders.initiate(await this.registrations.getByRef(ref));
  }

  @MessagePattern(paymentPatterns.checkoutForm)
  checkoutForm(@Payload() payload: unknown): Promise<CheckoutForm> {
    return this.orders.checkoutForm(orderIdQuery.parse(payload).orderId);
  }
}
