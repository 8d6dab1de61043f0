import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  paymentPatterns,
  sandboxCompleteCommand,
  sandboxOpenCommand,
  sandboxTrackingQuery,
  type CheckoutForm,
  type SandboxPage,
} from '@eventdesk/contracts';
import { SandboxService } from './sandbox.service';

/** The sandbox provider's pages (served by the gateway, only when PAYMENT_PROVIDER=sandbox). */
@Controller()
export class SandboxHandler {
  constructor(private readonly sandbox: SandboxService) {}

  @MessagePattern(paymentPatterns.sandboxOpen)
  open(@Payload() payload: unknown): Promise<{ trackingId: string }> {
    return this.sandbox.open(sandboxOpenCommand.parse(payload));
  }

  @MessagePattern(paymentPatterns.sandboxGet)
  get(@Payload() payload: unknown): Promise<SandboxPage> {
    return this.sandbox.page(sandboxTrackingQuery.parse(payload).trackingId);
  }

  @MessagePattern(paymentPatterns.sandboxComplete)
  complete(@Payload() payload: unknown): Promise<CheckoutForm> {
    return this.sandbox.complete(sandboxCompleteCommand.parse(payload));
  }
}
