import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  paymentRpcs,
  type ManualPaymentUpdateCommand,
  type ManualPaymentUpdated,
} from '@eventdesk/contracts';
import { RpcHandler } from '@eventdesk/server-kit';
import { RegistrationDirectory } from '../rpc/registration-directory';
import { ManualPaymentService } from './manual-payment.service';

@Controller()
export class ManualPaymentsHandler {
  constructor(
    private readonly payments: ManualPaymentService,
    private readonly registrations: RegistrationDirectory,
  ) {}

  @RpcHandler(paymentRpcs.manualUpdate)
  async manualUpdate(@Payload() command: ManualPaymentUpdateCommand): Promise<ManualPaymentUpdated> {
    return this.payments.record(await this.registrations.getById(command.registrationId), command);
  }
}
