import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { manualPaymentUpdateCommand, paymentPatterns, type ManualPaymentUpdated } from '@eventdesk/contracts';
import { RegistrationDirectory } from '../rpc/registration-directory';
import { ManualPaymentService } from './manual-payment.service';

@Controller()
export class ManualPaymentsHandler {
  constructor(
    private readonly payments: ManualPaymentService,
    private readonly registrations: RegistrationDirectory,
  ) {}

  @MessagePattern(paymentPatterns.manualUpdate)
  async manualUpdate(@Payload() payload: unknown): Promise<ManualPaymentUpdated> {
    const command = manualPaymentUpdateCommand.parse(payload);
    return this.payments.record(await this.registrations.getById(command.registrationId), command);
  }
}
