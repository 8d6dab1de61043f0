import type { DynamicModule, INestApplication, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import type { ServiceName } from '@eventdesk/contracts';
import type { BaseEnv } from '../config/load-env';
import { httpMetricsMiddleware } from '../metrics/http-metrics.middleware';
import { Metrics } from '../metrics/metrics';
import { RpcMetricsInterceptor } from '../metrics/rpc-metrics.interceptor';
import { RpcCorrelationInterceptor } from '../rpc/correlation.interceptor';
import { RpcErrorFilter } from '../rpc/rpc-error.filter';
import { natsServerOptions } from '../rpc/nats-options';

/** A service is a hybrid app: RPC over NATS (queue group) plus a tiny HTTP server for health probes and /metrics. */
export async function bootstrapService(
  service: ServiceName,
  module: Type | DynamicModule,
  env: BaseEnv,
): Promise<INestApplication> {
  const app = await NestFactory.create(module, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  const metrics = app.get(Metrics);
  app.use(httpMetricsMiddleware(metrics));
  // Registered before the microservice is connected, which copies the app's global config.
  app.useGlobalFilters(new RpcErrorFilter());
  // The metrics interceptor first: it times the whole handler, correlation included.
  app.useGlobalInterceptors(new RpcMetricsInterceptor(metrics), new RpcCorrelationInterceptor());
  app.connectMicroservice(natsServerOptions(service, env.NATS_URL), { inheritAppConfig: true });
  await app.startAllMicroservices();
  await app.listen(env.PORT, '0.0.0.0');
  return app;
}
