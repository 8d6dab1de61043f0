import { randomUUID } from 'node:crypto';
import {
  PAYMENT_COMPLETED,
  registrationPaymentStatuses,
  type CreateRegistrationResponse,
  type EventEnvelope,
  type PaymentCompletedPayload,
} from '@eventdesk/contracts';
import { Metrics } from '@eventdesk/server-kit';
import { metricSamples, metricValue } from '@eventdesk/testing';
import { buildRegistration } from '../../test/factories/registration.factory';
import { expireHold, setCapacity } from '../../test/registration-test-db';
import { startRegistrationTestKit, type RegistrationTestKit } from '../../test/registration-test-kit';
import { PaymentStatusService } from '../registration-changes/payment-status.service';
import { PaymentCompletedConsumer } from '../registrations/payment-completed.consumer';
import { RegistrationFigures } from './registration-figures';

describe('registration figures on /metrics (real PostgreSQL)', () => {
  let kit: RegistrationTestKit;
  let payments: PaymentCompletedConsumer;
  let paymentStatus: PaymentStatusService;
  let metrics: Metrics;

  beforeAll(async () => {
    kit = await startRegistrationTestKit('registration-figures');
    payments = new PaymentCompletedConsumer(kit.orm.em, kit.settings);
    paymentStatus = new PaymentStatusService(kit.orm.em, kit.settings);
    metrics = new Metrics('registration');
    new RegistrationFigures(metrics, kit.orm.em, kit.settings);
  });
  afterAll(() => kit.close());
  beforeEach(() =>
    kit.reset((draft) => {
      draft.packages.gold.capacity = 10;
      draft.packages.vip.capacity = 3;
    }),
  );

  const scrape = async () => (await metrics.exposition()).body;
  const registrationsIn = (body: string, status: string) =>
    metricValue(body, 'eventdesk_registrations', { status });
  const seats = (body: string, figure: 'seats_left' | 'seats_capacity', pkg: string) =>
    metricValue(body, `eventdesk_${figure}`, { package: pkg });

  const paid = (registration: CreateRegistrationResponse): EventEnvelope<PaymentCompletedPayload> => ({
    id: randomUUID(),
    name: PAYMENT_COMPLETED,
    occurredAt: new Date().toISOString(),
    payload: {
      paymentId: registration.id,
      registrationId: registration.id,
      registrationRef: registration.ref,
      amount: registration.amount,
      method: 'card',
      provider: 'sandbox',
      transactionId: `T${registration.id}`,
      completedAt: new Date().toISOString(),
      confirmedBy: null,
      fullName: registration.fullName,
      email: 'meena@example.com',
      phone: '9876543210',
      package: registration.package,
      ticketNumber: 1,
      language: 'en',
    },
  });

  it('reports every payment status and every package, zeros included, with the app label', async () => {
    const body = await scrape();
    expect(metricSamples(body, 'eventdesk_registrations')).toEqual(
      registrationPaymentStatuses.map((status) => ({ labels: { status, app: 'registration' }, value: 0 })),
    );
    expect(metricSamples(body, 'eventdesk_seats_capacity').map((s) => [s.labels.package, s.value])).toEqual([
      ['silver', 200],
      ['gold', 10],
      ['diamond', 150],
      ['vip', 3],
    ]);
    expect(metricSamples(body, 'eventdesk_seats_left').map((s) => [s.labels.package, s.value])).toEqual([
      ['silver', 200],
      ['gold', 10],
      ['diamond', 150],
      ['vip', 3],
    ]);
  });

  it('follows registrations, payments, voids, lapsed holds and capacity changes', async () => {
    const first = await kit.registrations.create(buildRegistration({ package: 'gold' }));
    const second = await kit.registrations.create(buildRegistration({ package: 'gold' }));
    await kit.registrations.create(buildRegistration({ package: 'vip' }));
    let body = await scrape();
    expect(registrationsIn(body, 'pending')).toBe(3);
    expect(seats(body, 'seats_left', 'gold')).toBe(8);
    expect(seats(body, 'seats_left', 'vip')).toBe(2);

    // Paid: the registration moves to completed, its seat stays taken (sold now).
    await payments.onPaymentCompleted(paid(first));
    // Voided: the seat is free again at once.
    await paymentStatus.set({ id: second.id, actor: 'admin', status: 'void' });
    body = await scrape();
    expect(registrationsIn(body, 'pending')).toBe(1);
    expect(registrationsIn(body, 'completed')).toBe(1);
    expect(registrationsIn(body, 'void')).toBe(1);
    expect(seats(body, 'seats_left', 'gold')).toBe(9);

    // A lapsed hold stops counting, as on the public seat counter; the registration itself stays pending.
    const vip = await kit.registrations.create(buildRegistration({ package: 'vip' }));
    expect(seats(await scrape(), 'seats_left', 'vip')).toBe(1);
    await expireHold(kit.orm, vip.id);
    body = await scrape();
    expect(seats(body, 'seats_left', 'vip')).toBe(2);
    expect(registrationsIn(body, 'pending')).toBe(2);

    await setCapacity(kit.settings, 'vip', 5);
    body = await scrape();
    expect(seats(body, 'seats_capacity', 'vip')).toBe(5);
    expect(seats(body, 'seats_left', 'vip')).toBe(4);
    expect(metricValue(body, 'eventdesk_metric_read_failures_total')).toBeUndefined();
  });
});
