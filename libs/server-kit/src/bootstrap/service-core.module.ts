import type { DynamicModule } from '@nestjs/common';
import type { ServiceName } from '@eventdesk/contracts';
import type { BaseEnv } from '../config/load-env';
import { DatabaseModule } from '../database/database.module';
import type { OrmConfig } from '../database/orm-options';
import { EventBusModule } from '../events/event-bus.module';
import { setFileChunksMaxBytes } from '../file-transfer/chunk-store';
import { HealthModule } from '../health/health.module';
import { createLoggerModule } from '../logging/logger.module';
import { MetricsModule } from '../metrics/metrics.module';

/** What every service is built on: logs, its own schema, the event bus, health probes and /metrics. */
export function serviceCoreImports(service: ServiceName, env: BaseEnv, orm: OrmConfig): DynamicModule[] {
  setFileChunksMaxBytes(env.FILE_CHUNKS_MAX_BYTES);
  return [
    createLoggerModule({ service: `${service}-service`, level: env.LOG_LEVEL, pretty: env.LOG_PRETTY }),
    DatabaseModule.forRoot({ ...orm, migrateOnStart: env.MIGRATE_ON_START }),
    EventBusModule.forRoot({ service, redisUrl: env.REDIS_URL, queuePrefix: env.QUEUE_PREFIX }),
    HealthModule.forRoot({ redisUrl: env.REDIS_URL }),
    MetricsModule.forRoot({ app: service, serveOnAppPort: true }),
  ];
}
