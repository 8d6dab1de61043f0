import { Module, type DynamicModule } from '@nestjs/common';
import { serviceCoreImports } from '@eventdesk/server-kit';
import { AuditModule } from './audit/audit.module';
import { CallersModule } from './callers/callers.module';
import type { LeadsEnv } from './config/env';
import { leadsOrmConfig } from './database';
import { ImportsModule } from './imports/imports.module';
import { LeadsModule } from './leads/leads.module';
import { MetaWebhookModule } from './meta-webhook/meta-webhook.module';
import { LeadsMetricsModule } from './metrics/leads-metrics.module';
import { RpcModule } from './rpc/rpc.module';

@Module({})
export class AppModule {
  static forRoot(env: LeadsEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ...serviceCoreImports('leads', env, leadsOrmConfig(env.DATABASE_URL)),
        RpcModule.forRoot({ natsUrl: env.NATS_URL, timeoutMs: env.RPC_TIMEOUT_MS }),
        LeadsModule,
        CallersModule,
        AuditModule,
        ImportsModule,
        MetaWebhookModule.fromEnv(env),
        LeadsMetricsModule,
      ],
    };
  }
}
