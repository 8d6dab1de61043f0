import type { MikroORM } from '@mikro-orm/postgresql';
import { EventPublisher, OutboxEvent, OutboxRelay } from '@eventdesk/server-kit';
import { createTestOrm, TEST_REDIS_URL, testQueuePrefix, truncateSchema } from '@eventdesk/testing';
import { PAYMENT_SCHEMA, paymentOrmConfig } from '../src/database';
import { OrdersService } from '../src/orders/orders.service';
import { CardCallbackService } from '../src/payments/card-callback.service';
import { PaymentResultService } from '../src/payments/payment-result.service';
import { PaymentSaveService } from '../src/payments/payment-save.service';
import { ProofIntakeService } from '../src/proofs/proof-intake.service';
import { ProofReviewService } from '../src/proofs/proof-review.service';
import type { StatusApi } from '../src/providers/card-provider';
import { CcavenueProvider } from '../src/providers/ccavenue.provider';
import type { PaymentConfig } from '../src/providers/payment-config';
import { SandboxService } from '../src/sandbox/sandbox.service';

export const sandboxConfig: PaymentConfig = {
  provider: 'sandbox',
  testPayments: false,
  merchantId: 'SANDBOX',
  accessCode: 'SANDBOXACCESSCODE',
  workingKey: 'int-test-working-key',
  callbackUrl: 'http://127.0.0.1:3000/api/payment/callback',
  checkoutUrl: '/api/payment-sandbox/transaction',
  statusApiUrl: '',
  statusApiTimeoutMs: 1000,
};

/** The real services over this worker's database; the sandbox plays the provider, with its status API. */
export function paymentHarness(orm: MikroORM, statusApi?: StatusApi) {
  const publisher = new EventPublisher(TEST_REDIS_URL, testQueuePrefix('payment'));
  const relay = new OutboxRelay(orm, publisher, { intervalMs: 60_000, batchSize: 100 });
  const sandbox = new SandboxService(orm.em, sandboxConfig);
  const provider = new CcavenueProvider({
    name: 'sandbox',
    merchantId: sandboxConfig.merchantId,
    accessCode: sandboxConfig.accessCode,
    workingKey: sandboxConfig.workingKey,
    checkoutUrl: sandboxConfig.checkoutUrl,
    callbackUrl: sandboxConfig.callbackUrl,
    statusApi: statusApi ?? sandbox,
  });
  const orders = new OrdersService(orm.em, provider);
  const callbacks = new CardCallbackService(orm.em, provider, relay);
  const saves = new PaymentSaveService(orm.em);
  const results = new PaymentResultService(orm.em);

  /** Through the sandbox's pages as a browser would: checkout form → sandbox → chosen outcome → encResp. */
  async function providerResponse(orderId: string, outcome: 'Success' | 'Failure' | 'Aborted') {
    const form = await orders.checkoutForm(orderId);
    const { trackingId } = await sandbox.open({
      encRequest: form.fields.encRequest ?? '',
      accessCode: form.fields.access_code ?? '',
    });
    const back = await sandbox.complete({ trackingId, outcome });
    return {
      trackingId,
      action: back.action,
      encResp: back.fields.encResp ?? '',
      orderNo: back.fields.orderNo,
    };
  }

  async function completedEvents(): Promise<OutboxEvent[]> {
    return orm.em.fork().find(OutboxEvent, { name: 'payment.completed.v1' });
  }

  return {
    publisher,
    relay,
    sandbox,
    provider,
    orders,
    callbacks,
    saves,
    results,
    providerResponse,
    completedEvents,
  };
}

export type PaymentTestKit = ReturnType<typeof paymentHarness> & {
  orm: MikroORM;
  /** Built on first use. */
  readonly proofs: ProofIntakeService;
  readonly review: ProofReviewService;
  /** Empties the payment schema (between tests). */
  reset(): Promise<void>;
  close(): Promise<void>;
};

/** This worker's database and the harness over it, for one int-spec: `reset()` between tests, `close()` after. */
export async function startPaymentTestKit(statusApi?: StatusApi): Promise<PaymentTestKit> {
  const orm = await createTestOrm(paymentOrmConfig);
  const harness = paymentHarness(orm, statusApi);
  let proofs: ProofIntakeService | undefined;
  let review: ProofReviewService | undefined;
  return {
    ...harness,
    orm,
    get proofs() {
      return (proofs ??= new ProofIntakeService(orm.em));
    },
    get review() {
      return (review ??= new ProofReviewService(orm.em, harness.relay));
    },
    reset: () => truncateSchema(orm, PAYMENT_SCHEMA),
    async close() {
      await harness.relay.stop();
      await harness.publisher.close();
      await orm.close();
    },
  };
}
