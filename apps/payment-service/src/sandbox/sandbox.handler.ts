import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  paymentRpcs,
  type CheckoutForm,
  type SandboxCompleteCommand,
  type SandboxOpenCommand,
  type SandboxOpened,
  type SandboxPage,
  type SandboxTrackingQuery,
} from '@eventdesk/contracts';
import { RpcHandler } from '@eventdesk/server-kit';
import { SandboxService } from './sandbox.service';

/** The sandbox provider's pages (served by the gateway, only when PAYMENT_PROVIDER=sandbox). */
@Controller()
export class SandboxHandler {
  constructor(private readonly sandbox: SandboxService) {}

  @RpcHandler(paymentRpcs.sandboxOpen)
  open(@Payload() command: SandboxOpenCommand): Promise<SandboxOpened> {
    return this.sandbox.open(command);
  }

  @RpcHandler(paymentRpcs.sandboxGet)
  get(@Payload() query: SandboxTrackingQuery): Promise<SandboxPage> {
    return this.sandbox.page(query.trackingId);
  }

  @RpcHandler(paymentRpcs.sandboxComplete)
  complete(@Payload() command: SandboxCompleteCommand): Promise<CheckoutForm> {
    return this.sandbox.complete(command);
  }
}
