import { Module, type DynamicModule } from '@nestjs/common';
import { serviceCoreImports } from '@eventdesk/server-kit';
import { AuditModule } from './audit/audit.module';
import type { PaymentEnv } from './config/env';
import { paymentOrmConfig } from './database';
import { ManualPaymentsModule } from './manual-payments/manual-payments.module';
import { PaymentMetricsModule } from './metrics/payment-metrics.module';
import { OrdersModule } from './orders/orders.module';
import { PaymentsModule } from './payments/payments.module';
import { ProofsModule } from './proofs/proofs.module';
import { ProvidersModule } from './providers/providers.module';
import { RpcModule } from './rpc/rpc.module';
import { SandboxModule } from './sandbox/sandbox.module';

@Module({})
export class AppModule {
  static forRoot(env: PaymentEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ...serviceCoreImports('payment', env, paymentOrmConfig(env.DATABASE_URL)),
        RpcModule.forRoot({ natsUrl: env.NATS_URL, timeoutMs: env.RPC_TIMEOUT_MS }),
        ProvidersModule.forRoot(env),
        OrdersModule,
        PaymentsModule,
        ProofsModule,
        SandboxModule,
        ManualPaymentsModule,
        AuditModule,
        PaymentMetricsModule,
      ],
    };
  }
}
