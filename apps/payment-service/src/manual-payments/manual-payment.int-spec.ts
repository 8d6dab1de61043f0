import { manualPaymentUpdateCommand } from '@eventdesk/contracts';
import { AuditEntry } from '@eventdesk/server-kit';
import { adminRow, build } from '../../test/factories/registration-view.factory';
import { png, visitorUpload } from '../../test/factories/receipt-upload.factory';
import { startPaymentTestKit, type PaymentTestKit } from '../../test/payment-harness';
import { Payment } from '../payments/payment.entity';
import { ManualPaymentService } from './manual-payment.service';

describe('manual payment update by staff (real PostgreSQL)', () => {
  let h: PaymentTestKit;
  let manual: ManualPaymentService;

  beforeAll(async () => {
    h = await startPaymentTestKit();
    manual = new ManualPaymentService(h.orm.em, h.relay);
  });
  afterAll(() => h.close());
  beforeEach(() => h.reset());

  const update = (registration = adminRow(), body: Record<string, unknown> = {}, actor = 'admin') =>
    manual.record(
      registration,
      manualPaymentUpdateCommand.parse({ checked: true, ...body, registrationId: registration.id, actor }),
    );

  it('records a cash payment of the registration’s amount, completes it once, and audits it', async () => {
    const registration = adminRow(build({ amount: 7200, package: 'vip' }));
    const result = await update(registration, { referd_name: 'Karthik (roadshow)' }, 'anita');
    expect(result).toMatchObject({
      registrationId: registration.id,
      amount: 7200,
      method: 'cash',
      status: 'completed',
    });
    const payment = await h.orm.em.fork().findOneOrFail(Payment, result.paymentId);
    expect(payment).toMatchObject({
      status: 'completed',
      amount: 7200,
      paymentMethod: 'cash',
      confirmedBy: 'anita',
      note: 'Karthik (roadshow)',
      paymentReference: `CBC-${registration.id}`,
      transactionId: null,
    });
    expect(payment.paymentDate).toBeInstanceOf(Date);

    const events = await h.completedEvents();
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toMatchObject({
      paymentId: result.paymentId,
      registrationId: registration.id,
      registrationRef: registration.ref,
      amount: 7200,
      method: 'cash',
      provider: null,
      confirmedBy: 'anita',
      package: 'vip',
    });

    await expect(update(registration)).rejects.toMatchObject({
      code: 'REGISTRATION_ALREADY_PAID',
      message: 'Payment already completed',
    });
    expect(await h.completedEvents()).toHaveLength(1);
    expect(await h.orm.em.fork().count(Payment, {})).toBe(1);

    const audit = await h.orm.em.fork().find(AuditEntry, {});
    expect(audit).toEqual([
      expect.objectContaining({
        actor: 'anita',
        action: 'payment.manual-update',
        targetType: 'registration',
        targetId: String(registration.id),
        before: null,
        after: expect.objectContaining({ status: 'completed', amount: 7200, note: 'Karthik (roadshow)' }),
      }),
    ]);
  });

  it('completes the open bank/UPI payment where receipts wait, so a receipt is not confirmed a second time', async () => {
    const view = build();
    const { proofId } = await visitorUpload(h.proofs, view, png());
    const result = await update(adminRow(view), { method: 'bank_transfer', transactionId: 'NEFT77776666' });
    expect(await h.orm.em.fork().count(Payment, {})).toBe(1);
    const audit = await h.orm.em.fork().findOneOrFail(AuditEntry, { action: 'payment.manual-update' });
    expect(audit.before).toMatchObject({ id: result.paymentId, status: 'pending' });
    await expect(
      h.review.confirm({
        id: proofId,
        amount: 3600,
        method: 'upi',
        transactionId: 'UTR1234',
        confirmedBy: 'x',
      }),
    ).rejects.toMatchObject({
      code: 'REGISTRATION_ALREADY_PAID',
      message: 'This payment is already completed',
    });
    expect(await h.completedEvents()).toHaveLength(1);
  });

  it('refuses a registration already paid by card or marked completed, and a used transaction number', async () => {
    const view = build();
    const { orderId } = await h.orders.initiate(view);
    const back = await h.providerResponse(orderId, 'Success');
    await h.callbacks.handle({ encResp: back.encResp, orderNo: orderId });
    await expect(update(adminRow(view))).rejects.toMatchObject({ message: 'Payment already completed' });
    await expect(update(adminRow(build({ paymentStatus: 'completed' })))).rejects.toMatchObject({
      code: 'REGISTRATION_ALREADY_PAID',
      message: 'Payment already completed',
    });
    await expect(update(adminRow(), { transactionId: back.trackingId })).rejects.toMatchObject({
      code: 'TRANSACTION_ID_IN_USE',
    });
    expect(await h.completedEvents()).toHaveLength(1);
    expect(await h.orm.em.fork().count(AuditEntry, {})).toBe(0);
  });

  it('lets exactly one of two simultaneous updates complete the registration', async () => {
    const registration = adminRow();
    const results = await Promise.allSettled([
      update(registration),
      update(registration),
      update(registration),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const failed of results.filter((r) => r.status === 'rejected')) {
      expect(failed.reason).toMatchObject({
        code: 'REGISTRATION_ALREADY_PAID',
        message: 'Payment already completed',
      });
    }
    expect(await h.completedEvents()).toHaveLength(1);
    expect(await h.orm.em.fork().count(Payment, { status: 'completed' })).toBe(1);
    expect(await h.orm.em.fork().count(AuditEntry, {})).toBe(1);
  });

  it('takes a stated amount and method; 0 only for a complimentary pass; "checked" must be true', async () => {
    await expect(update(adminRow(), { amount: 0 })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    const free = await update(adminRow(), { amount: 0, method: 'complimentary' });
    expect(free).toMatchObject({ amount: 0, method: 'complimentary' });
    const upi = await update(adminRow(), { amount: 3000, method: 'upi' });
    expect((await h.orm.em.fork().findOneOrFail(Payment, upi.paymentId)).amount).toBe(3000);
    expect((await h.completedEvents()).map((e) => (e.payload as { amount: number }).amount).sort()).toEqual([
      0, 3000,
    ]);
    expect(
      manualPaymentUpdateCommand.safeParse({ checked: false, registrationId: 1, actor: 'a' }).success,
    ).toBe(false);
  });
});
