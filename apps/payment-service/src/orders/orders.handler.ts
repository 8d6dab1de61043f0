import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  paymentRpcs,
  type CheckoutForm,
  type InitiatePaymentResponse,
  type OrderIdQuery,
  type PaymentConfigResponse,
  type RefQuery,
} from '@eventdesk/contracts';
import { RpcHandler } from '@eventdesk/server-kit';
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

  @RpcHandler(paymentRpcs.getConfig)
  getConfig(): PaymentConfigResponse {
    return { provider: this.config.provider, testPayments: this.config.testPayments };
  }

  @RpcHandler(paymentRpcs.initiate)
  async initiate(@Payload() { ref }: RefQuery): Promise<InitiatePaymentResponse> {
    return this.orders.initiate(await this.registrations.getByRef(ref));
  }

  @RpcHandler(paymentRpcs.checkoutForm)
  checkoutForm(@Payload() query: OrderIdQuery): Promise<CheckoutForm> {
    return this.orders.checkoutForm(query.orderId);
  }
}
