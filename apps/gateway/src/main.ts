import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
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
  app.get(Logger).log(`gateway listening on http://localhost:${env.PORT}`);
}

void bootstrap();
