import type { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { PAYMENT_COMPLETED, type EventEnvelope, type PaymentCompletedPayload } from '@eventdesk/contracts';
import { ProcessedEvent } from '@eventdesk/server-kit';
import { createTestOrm, type RpcStandIn } from '@eventdesk/testing';
import { createLead } from '../../test/factories/lead.factory';
import {
  resetLeadsDb,
  startLeadsRig,
  startRegistrationStandIn,
  testClock,
  viewer,
  type LeadsTestRig,
} from '../../test/leads-test-kit';
import { leadsOrmConfig } from '../database';
import { MetaLead } from './meta-lead.entity';
import { PaymentCompletedConsumer } from './payment-completed.consumer';

const REF = 'Pq3xYzAbCdEfGhIjKlMnOp';

function paid(registrationId: number): EventEnvelope<PaymentCompletedPayload> {
  return {
    id: randomUUID(),
    name: PAYMENT_COMPLETED,
    occurredAt: new Date().toISOString(),
    payload: {
      paymentId: 1,
      registrationId,
      registrationRef: REF,
      amount: 3600,
      method: 'upi',
      provider: null,
      transactionId: null,
      completedAt: new Date().toISOString(),
      confirmedBy: 'admin-1',
      fullName: 'Meena Sundaram',
      email: 'meena@example.com',
      phone: '9876543210',
      package: 'gold',
      ticketNumber: 1,
      language: 'en',
    },
  };
}

describe('payment.completed converts linked leads (real PostgreSQL)', () => {
  let orm: MikroORM;
  let rig: LeadsTestRig;
  let registrations: RpcStandIn;
  let consumer: PaymentCompletedConsumer;

  const paidFlags = async (ids: number[]) =>
    (await orm.em.fork().find(MetaLead, { id: { $in: ids } }, { orderBy: { id: 'asc' } })).map(
      (lead) => lead.registrationPaid,
    );

  beforeAll(async () => {
    orm = await createTestOrm(leadsOrmConfig);
    rig = await startLeadsRig(orm, testClock('2026-03-02T06:00:00.000Z'), 'payment-completed');
    // The registration service still says "pending": its payment.completed has not been seen there yet.
    registrations = await startRegistrationStandIn(rig.natsUrl, [
      { id: 43, ref: REF, paymentStatus: 'pending' },
    ]);
    consumer = new PaymentCompletedConsumer(orm.em);
  });
  afterAll(async () => {
    await registrations.close();
    await rig.close();
    await orm.close();
  });
  beforeEach(async () => {
    await resetLeadsDb(orm);
  });

  it('marks every lead linked to the paid registration, once however often the event arrives', async () => {
    const linked = await createLead(orm.em, { currentStatus: 'payment_done', linkedRegistrationId: 43 });
    const alsoLinked = await createLead(orm.em, { currentStatus: 'payment_done', linkedRegistrationId: 43 });
    const other = await createLead(orm.em, { currentStatus: 'payment_done', linkedRegistrationId: 44 });
    const event = paid(43);

    await consumer.onPaymentCompleted(event);
    await consumer.onPaymentCompleted(event);

    expect(await paidFlags([linked.id, alsoLinked.id, other.id])).toEqual([true, true, false]);
    expect(await orm.em.fork().count(ProcessedEvent, { eventId: event.id })).toBe(1);
    expect(
      await rig.handler.progress({ viewer: viewer('admin') }).then(({ converted, conversionRate }) => ({
        converted,
        conversionRate,
      })),
    ).toEqual({ converted: 2, conversionRate: 66.7 });
  });

  it('converts a lead linked after the payment arrived, though the registration service still said pending', async () => {
    await consumer.onPaymentCompleted(paid(43));
    const lead = await createLead(orm.em, { caller: 'priya' });
    await rig.handler.updateStatus({
      viewer: viewer('user', 'priya'),
      id: lead.id,
      body: { status: 'payment_done', referenceId: REF },
    });
    expect(registrations.calls).toHaveLength(1);
    expect(await orm.em.fork().findOneOrFail(MetaLead, lead.id)).toMatchObject({
      linkedRegistrationId: 43,
      registrationPaid: true,
    });
  });

  it('ignores a payment for a registration no lead is linked to', async () => {
    const lead = await createLead(orm.em);
    await expect(consumer.onPaymentCompleted(paid(77))).resolves.toBeUndefined();
    expect(await paidFlags([lead.id])).toEqual([false]);
  });
});
