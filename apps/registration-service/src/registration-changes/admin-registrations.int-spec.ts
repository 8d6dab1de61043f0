import { OutboxEvent } from '@eventdesk/server-kit';
import { buildRegistration } from '../../test/factories/registration.factory';
import { setCapacity } from '../../test/registration-test-db';
import { startRegistrationTestKit, type RegistrationTestKit } from '../../test/registration-test-kit';
import { Registration } from '../registrations/registration.entity';
import { auditEntries, markPaid, seatsOf } from './registration-changes.test-kit';

describe('AdminRegistrationsService: add, edit, soft delete (real PostgreSQL)', () => {
  let kit: RegistrationTestKit;

  beforeAll(async () => {
    kit = await startRegistrationTestKit('registration-changes');
  });
  afterAll(() => kit.close());
  beforeEach(() => kit.reset());

  const row = (id: number) => kit.orm.em.fork().findOneOrFail(Registration, id);
  const create = (overrides: Parameters<typeof buildRegistration>[0] = {}) =>
    kit.admin.create({ actor: 'admin', body: buildRegistration(overrides) });

  describe('create', () => {
    it('prices on the server, takes a seat, records registration.created and the audit entry', async () => {
      const created = await create({ package: 'diamond', couponCode: 'earlybird', fullName: 'மீனா சுந்தரம்' });
      expect(created.ref).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const stored = await row(created.id);
      expect(stored).toMatchObject({
        amount: 4080,
        voucher: true,
        paymentStatus: 'pending',
        lastUpdatedBy: 'admin',
        fullName: 'மீனா சுந்தரம்',
      });
      expect(await seatsOf(kit.orm, created.id)).toEqual([{ package: 'diamond', sold: false }]);
      const events = await kit.orm.em.fork().find(OutboxEvent, { name: 'registration.created.v1' });
      expect(events.map((event) => event.payload)).toEqual([
        // staffAdded: its "registration received" mail is not charged to the public mail budget.
        expect.objectContaining({
          registrationId: created.id,
          ref: created.ref,
          amount: 4080,
          staffAdded: true,
        }),
      ]);
      const [entry] = await auditEntries(kit.orm, 'registration.create');
      expect(entry).toMatchObject({
        actor: 'admin',
        targetType: 'registration',
        targetId: String(created.id),
      });
      expect(entry?.after).toMatchObject({ package: 'diamond', amount: 4080, fullName: 'மீனா சுந்தரம்' });
    });

    it('refuses when the package is sold out (409 Sold out) and stores nothing', async () => {
      await setCapacity(kit.settings, 'vip', 1);
      await create({ package: 'vip' });
      await expect(create({ package: 'vip' })).rejects.toMatchObject({
        code: 'SOLD_OUT',
        message: expect.stringMatching(/^Sold out/),
      });
      expect(await kit.orm.em.fork().count(Registration, {})).toBe(1);
      expect(await auditEntries(kit.orm, 'registration.create')).toHaveLength(1);
    });
  });

  describe('update', () => {
    it('changes every field, moves the seat to the new package, reprices and audits only what changed', async () => {
      const { id } = await create({ package: 'gold', language: 'ta' });
      // No language in the body: the registration keeps its Tamil. The phone stays (the audit must not list it).
      const { language: _unchanged, ...body } = buildRegistration({
        phone: (await row(id)).phone,
        package: 'vip',
        fullName: 'Meena S',
        type: 'business',
        businessName: 'கோவை டெக்ஸ்',
        referenceType: 'friend',
        referredBy: 'Arun',
        email: 'new@example.com',
      });
      const updated = await kit.admin.update({ id, actor: 'manager', body });
      expect(updated).toMatchObject({
        id,
        package: 'vip',
        amount: 7200,
        fullName: 'Meena S',
        businessName: 'கோவை டெக்ஸ்',
        referredBy: 'Arun',
        language: 'ta',
        lastUpdatedBy: 'manager',
      });
      expect(await seatsOf(kit.orm, id)).toEqual([{ package: 'vip', sold: false }]);
      const [entry] = await auditEntries(kit.orm, 'registration.update');
      expect(entry?.before).toEqual({
        fullName: 'Meena Sundaram',
        email: expect.stringContaining('@example.com'),
        type: 'individual',
        businessName: null,
        package: 'gold',
        referenceType: null,
        referredBy: null,
        amount: 3600,
      });
      expect(entry?.after).toMatchObject({ package: 'vip', amount: 7200, email: 'new@example.com' });
      expect(entry?.after).not.toHaveProperty('phone');
    });

    it('leaves everything unchanged when the new package is sold out', async () => {
      await setCapacity(kit.settings, 'vip', 1);
      await create({ package: 'vip' });
      const { id } = await create({ package: 'gold' });
      await expect(
        kit.admin.update({
          id,
          actor: 'admin',
          body: buildRegistration({ package: 'vip', fullName: 'Changed' }),
        }),
      ).rejects.toMatchObject({ code: 'SOLD_OUT' });
      expect(await row(id)).toMatchObject({ package: 'gold', fullName: 'Meena Sundaram', amount: 3600 });
      expect(await seatsOf(kit.orm, id)).toEqual([{ package: 'gold', sold: false }]);
      expect(await auditEntries(kit.orm, 'registration.update')).toHaveLength(0);
    });

    it('refuses a package change once the payment is completed, but edits the other fields', async () => {
      const { id } = await create({ package: 'gold' });
      await markPaid(kit.orm, id);
      await expect(
        kit.admin.update({ id, actor: 'admin', body: buildRegistration({ package: 'vip' }) }),
      ).rejects.toMatchObject({
        code: 'PAID_PACKAGE_LOCKED',
        message: 'Payment already completed: the package cannot change',
      });
      const updated = await kit.admin.update({
        id,
        actor: 'admin',
        body: buildRegistration({ package: 'gold', phone: '+91 90000 00000', couponCode: 'EARLYBIRD' }),
      });
      expect(updated).toMatchObject({ phone: '+91 90000 00000', amount: 3600, package: 'gold' });
      expect(await seatsOf(kit.orm, id)).toEqual([{ package: 'gold', sold: true }]);
    });

    it('404s for an unknown or deleted registration', async () => {
      await expect(
        kit.admin.update({ id: 999, actor: 'admin', body: buildRegistration() }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Registration not found' });
      const { id } = await create();
      await kit.admin.softDelete({ id, actor: 'super' });
      await expect(kit.admin.update({ id, actor: 'admin', body: buildRegistration() })).rejects.toMatchObject(
        {
          code: 'NOT_FOUND',
        },
      );
    });
  });

  describe('soft delete', () => {
    it('marks the row deleted with who and when, releases its seat, audits, and a second delete is 404', async () => {
      const { id } = await create({ package: 'gold' });
      await markPaid(kit.orm, id);
      expect(await kit.admin.softDelete({ id, actor: 'super' })).toEqual({
        message: 'Registration deleted successfully!',
      });
      const stored = await row(id);
      expect(stored).toMatchObject({ deleted: true, deletedBy: 'super', lastUpdatedBy: 'super' });
      expect(stored.deletedAt).toBeInstanceOf(Date);
      expect(await seatsOf(kit.orm, id)).toEqual([]);
      const [entry] = await auditEntries(kit.orm, 'registration.delete');
      expect(entry).toMatchObject({ actor: 'super', targetId: String(id) });
      expect(entry?.after).toMatchObject({ deleted: true, seatReleased: true });
      // The door is told, in the same transaction, so the deleted registration's ticket stops admitting.
      const updates = await kit.orm.em.fork().find(OutboxEvent, { name: 'registration.updated.v1' });
      expect(updates.map((event) => event.payload)).toEqual([
        expect.objectContaining({ registrationId: id, deleted: true, updatedBy: 'super' }),
      ]);
      await expect(kit.admin.softDelete({ id, actor: 'super' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });
  });
});
