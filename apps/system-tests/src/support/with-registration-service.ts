import type { INestApplication } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { StaffRole } from '@eventdesk/contracts';
import { bootstrapService } from '@eventdesk/server-kit';
import { testDatabaseUrl, testQueuePrefix, TEST_REDIS_URL } from '@eventdesk/testing';
// The gateway never imports a service; these tests compose the real apps on a private NATS, so a staff route is
// proven end to end (gateway → NATS → registration service → PostgreSQL and back). Only this project
// (type:system-test) may import apps' code, through `@eventdesk/<app>/...` (eslint.config.mjs).
import { AppModule as PaymentServiceModule } from '@eventdesk/payment-service/src/app.module';
import { paymentEnvSchema } from '@eventdesk/payment-service/src/config/env';
import { AppModule as RegistrationServiceModule } from '@eventdesk/registration-service/src/app.module';
import { registrationEnvSchema } from '@eventdesk/registration-service/src/config/env';
import { SettingsService } from '@eventdesk/registration-service/src/settings/settings.service';
import { resetRegistrationDb } from '@eventdesk/registration-service/test/registration-test-db';
import type { GatewayEnv } from '@eventdesk/gateway/src/config/env';
import {
  createStaffUsersForAllRoles,
  loginToken,
  startGatewayApp,
  type GatewayTestApp,
} from '@eventdesk/gateway/test/gateway-app';
import { startPrivateNats, type PrivateNats } from '@eventdesk/gateway/test/private-nats';

export interface GatewayWithRegistrationService {
  gateway: GatewayTestApp;
  service: INestApplication;
  /** A bearer token of each role, logged in through the gateway. */
  tokens: Record<StaffRole, string>;
  /** Raw SQL in the registration service's database. */
  sql(statement: string, params?: unknown[]): Promise<unknown>;
  /** The real payment service on the same NATS, when asked for (`withPaymentService`). */
  payment: INestApplication | null;
  /** The private NATS the apps talk over (for spies). */
  natsUrl: string;
  close(): Promise<void>;
}

export async function startGatewayWithRegistrationService(
  label: string,
  /** Gateway settings of the test (limits, its own Redis...). */
  gatewayOverrides: Partial<GatewayEnv> = {},
  /** Also start the payment service (routes that join registrations with their payments, e.g. the export). */
  options: { withPaymentService?: boolean } = {},
): Promise<GatewayWithRegistrationService> {
  const nats: PrivateNats = await startPrivateNats();
  const env = registrationEnvSchema.parse({
    NODE_ENV: 'test',
    PORT: '0',
    LOG_LEVEL: 'silent',
    DATABASE_URL: testDatabaseUrl(),
    REDIS_URL: TEST_REDIS_URL,
    NATS_URL: nats.url,
    QUEUE_PREFIX: testQueuePrefix(label),
    // These tests change data and read the dashboard at once.
    DASHBOARD_SHARED_MS: '0',
  });
  const service = await bootstrapService('registration', RegistrationServiceModule.forRoot(env), env);
  // The worker's database holds whatever earlier files left (an emptied schema, no seats): start from the seed.
  await resetRegistrationDb(service.get(MikroORM), service.get(SettingsService));
  const payment = options.withPaymentService ? await startPaymentService(nats.url, label) : null;
  const gateway = await startGatewayApp({ NATS_URL: nats.url, RPC_TIMEOUT_MS: 5000, ...gatewayOverrides });
  const staff = await createStaffUsersForAllRoles(gateway);
  const tokens = {
    user: await loginToken(gateway.url, staff.user),
    lead_manager: await loginToken(gateway.url, staff.lead_manager),
    admin: await loginToken(gateway.url, staff.admin),
    super_admin: await loginToken(gateway.url, staff.super_admin),
  };
  return {
    gateway,
    service,
    tokens,
    sql: (statement, params = []) => service.get(MikroORM).em.getConnection().execute(statement, params),
    payment,
    natsUrl: nats.url,
    close: async () => {
      await gateway.close();
      await payment?.close();
      await service.close();
      await nats.stop();
    },
  };
}

function startPaymentService(natsUrl: string, label: string): Promise<INestApplication> {
  const env = paymentEnvSchema.parse({
    NODE_ENV: 'test',
    PORT: '0',
    LOG_LEVEL: 'silent',
    DATABASE_URL: testDatabaseUrl(),
    REDIS_URL: TEST_REDIS_URL,
    NATS_URL: natsUrl,
    QUEUE_PREFIX: testQueuePrefix(`${label}-payment`),
  });
  return bootstrapService('payment', PaymentServiceModule.forRoot(env), env);
}
