import { buildRegistration } from '../../test/factories/registration.factory';
import { setCapacity } from '../../test/registration-test-db';
import { startRegistrationTestKit, type RegistrationTestKit } from '../../test/registration-test-kit';
import { Registration } from '../registrations/registration.entity';
import { PaymentStatusService } from './payment-status.service';
import { auditEntries, markPaid, seatsOf } from './registration-changes.test-kit';

describe('payment status set by staff (real PostgreSQL)', () => {
  let kit: RegistrationTestKit;
  let paymentStatus: PaymentStatusService;

  beforeAll(async () => {
    kit = await startRegistrationTestKit('registration-payment-status');
    paymentStatus = new PaymentStatusService(kit.orm.em, kit.settings);
  });
  afterAll(() => kit.close());
  beforeEach(() => kit.reset());

  const create = async (pkg: 'gold' | 'vip' = 'gold') =>
    (await kit.admin.create({ actor: 'admin', body: buildRegistration({ package: pkg }) })).id;
  const row = (id: number) => kit.orm.em.fork().findOneOrFail(Registration, id);

  describe('payment status', () => {
    it('void releases the seat; back to pending claims one again; each change is audited', async () => {
      const id = await create();
      expect(
        await paymentStatus.set({ id, actor: 'admin', status: 'void', note: 'duplicate' }),
      ).toMatchObject({
        paymentStatus: 'void',
        lastUpdatedBy: 'admin',
      });
      expect(await seatsOf(kit.orm, id)).toEqual([]);
      await paymentStatus.set({ id, actor: 'admin', status: 'prospect' });
      expect(await seatsOf(kit.orm, id)).toEqual([{ package: 'gold', sold: false }]);
      await paymentStatus.set({ id, actor: 'admin', status: 'pending' });
      expect((await row(id)).paymentStatus).toBe('pending');
      const entries = await auditEntries(kit.orm, 'registration.payment-status');
      expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
        [{ paymentStatus: 'pending' }, { paymentStatus: 'void', seat: 'released', note: 'duplicate' }],
        [{ paymentStatus: 'void' }, { paymentStatus: 'prospect', seat: 'claimed', note: null }],
        [{ paymentStatus: 'prospect' }, { paymentStatus: 'pending', seat: 'unchanged', note: null }],
      ]);
    });

    it('a void registration stays void (409 Sold out) when its package has no free seat', async () => {
      await setCapacity(kit.settings, 'vip', 1);
      const id = await create('vip');
      await paymentStatus.set({ id, actor: 'admin', status: 'void' });
      await create('vip');
      await expect(paymentStatus.set({ id, actor: 'admin', status: 'pending' })).rejects.toMatchObject({
        code: 'SOLD_OUT',
      });
      expect((await row(id)).paymentStatus).toBe('void');
    });

    it('a completed payment cannot be set back or voided here (409), and its seat stays sold', async () => {
      const id = await create();
      await markPaid(kit.orm, id);
      for (const status of ['pending', 'prospect', 'void'] as const) {
        await expect(paymentStatus.set({ id, actor: 'admin', status })).rejects.toMatchObject({
          code: 'PAID_STATUS_LOCKED',
          message: expect.stringContaining('refund is not supported'),
        });
      }
      expect(await seatsOf(kit.orm, id)).toEqual([{ package: 'gold', sold: true }]);
    });

    it('404s for a deleted registration', async () => {
      const id = await create();
      await kit.admin.softDelete({ id, actor: 'super' });
      await expect(paymentStatus.set({ id, actor: 'admin', status: 'void' })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    });
  });
});
