import { paymentMethods, paymentStatuses, rejectProofCommand } from '@eventdesk/contracts';
import { Metrics } from '@eventdesk/server-kit';
import { metricSamples, metricValue } from '@eventdesk/testing';
import { build } from '../../test/factories/registration-view.factory';
import { png, visitorUpload } from '../../test/factories/receipt-upload.factory';
import { startPaymentTestKit, type PaymentTestKit } from '../../test/payment-harness';
import { ProofRejectionService } from '../proofs/proof-rejection.service';
import { PaymentFigures } from './payment-figures';

describe('payment figures on /metrics (real PostgreSQL; card payments through the sandbox provider)', () => {
  let h: PaymentTestKit;
  let rejection: ProofRejectionService;
  let metrics: Metrics;

  beforeAll(async () => {
    h = await startPaymentTestKit();
    rejection = new ProofRejectionService(h.orm.em);
    metrics = new Metrics('payment');
    new PaymentFigures(metrics, h.orm.em);
  });
  afterAll(() => h.close());
  beforeEach(() => h.reset());

  const scrape = async () => (await metrics.exposition()).body;
  const payments = (body: string, method: string, status: string) =>
    metricValue(body, 'eventdesk_payments', { method, status });
  const awaitingReview = (body: string) => metricValue(body, 'eventdesk_receipts_awaiting_review');

  /** A card checkout through the sandbox's pages, the verified response handled as the callback route does. */
  async function cardPayment(outcome: 'Success' | 'Failure') {
    const { orderId } = await h.orders.initiate(build());
    const back = await h.providerResponse(orderId, outcome);
    await h.callbacks.handle({ encResp: back.encResp, orderNo: back.orderNo });
  }

  it('reports every method × status, zeros included, and no receipt waiting on an empty schema', async () => {
    const body = await scrape();
    const series = metricSamples(body, 'eventdesk_payments');
    expect(series).toHaveLength(paymentMethods.length * paymentStatuses.length);
    expect(series.every((sample) => sample.value === 0 && sample.labels.app === 'payment')).toBe(true);
    expect(awaitingReview(body)).toBe(0);
  });

  it('follows card results, receipts and their review', async () => {
    await cardPayment('Success');
    await cardPayment('Success');
    await cardPayment('Failure');
    const meena = build();
    const ravi = build();
    const first = await visitorUpload(h.proofs, meena, png(400), 'UTR00000001');
    const second = await visitorUpload(h.proofs, ravi, png(500), 'UTR00000002');
    let body = await scrape();
    expect(payments(body, 'card', 'completed')).toBe(2);
    expect(payments(body, 'card', 'failed')).toBe(1);
    expect(payments(body, 'bank_transfer', 'pending')).toBe(2);
    expect(awaitingReview(body)).toBe(2);

    // Staff confirm one receipt as a UPI payment and reject the other: none waits any more.
    await h.review.confirm({
      id: first.proofId,
      amount: meena.amount,
      method: 'upi',
      transactionId: 'UTR00000001',
      confirmedBy: 'admin',
    });
    await rejection.reject(
      rejectProofCommand.parse({ id: second.proofId, reason: 'Not on the statement', rejectedBy: 'admin' }),
    );
    body = await scrape();
    expect(payments(body, 'upi', 'completed')).toBe(1);
    expect(payments(body, 'bank_transfer', 'pending')).toBe(1);
    expect(payments(body, 'card', 'completed')).toBe(2);
    expect(awaitingReview(body)).toBe(0);
  });
});
