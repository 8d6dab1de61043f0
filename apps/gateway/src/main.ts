import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { Metrics, metricsServerPort, startMetricsServer } from '@eventdesk/server-kit';
import { AppModule } from './app.module';
import { loadGatewayEnv } from './config/env';
import { configureApp } from './http/configure-app';

async function bootstrap(): Promise<void> {
  const env = loadGatewayEnv();
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(env), {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  configureApp(app, env);
  await app.listen(env.PORT, '0.0.0.0');
  const metricsServer = await startMetricsServer(app.get(Metrics), env.METRICS_PORT);
  app
    .get(Logger)
    .log(
      `gateway listening on http://localhost:${env.PORT}, ` +
        `metrics on http://localhost:${metricsServerPort(metricsServer)}/metrics`,
    );
}

void bootstrap();
