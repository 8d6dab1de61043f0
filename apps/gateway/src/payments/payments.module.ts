import { Module } from '@nestjs/common';
import { ManualPaymentController } from './manual-payment.controller';
import { PaymentSandboxController } from './payment-sandbox.controller';
import { PaymentsAdminController } from './payments-admin.controller';
import { PaymentsController } from './payments.controller';
import { ProofIntake } from './proof-intake';

@Module({
  controllers: [
    PaymentsController,
    PaymentSandboxController,
    PaymentsAdminController,
    ManualPaymentController,
  ],
  providers: [ProofIntake],
})
export class PaymentsModule {}
