import { defaultReminderSettings, registrationReminderFacts } from '@eventdesk/contracts';
import { overTheWire, type OverTheWire } from '@eventdesk/testing';
import { buildRegistration } from '../../test/factories/registration.factory';
import { startRegistrationTestKit, type RegistrationTestKit } from '../../test/registration-test-kit';
import { Registration } from '../registrations/registration.entity';
import { seatsRepository } from '../seats/seats.repository';
import { EventSettingsRow } from '../settings/event-settings.entity';
import { SettingsService } from '../settings/settings.service';
import { ReminderFactsHandler } from './reminder-facts.handler';

describe('registration.reminder-facts: what a reminder checks when it comes due (real PostgreSQL)', () => {
  let kit: RegistrationTestKit;
  let handler: OverTheWire<ReminderFactsHandler>;

  beforeAll(async () => {
    kit = await startRegistrationTestKit('reminder-facts');
    handler = overTheWire(new ReminderFactsHandler(kit.orm.em));
  });
  afterAll(() => kit.close());
  beforeEach(() => kit.reset());

  it('answers the contact, language, payment status and hold end; null hold once sold; deleted rows say so', async () => {
    const created = await kit.registrations.create(buildRegistration({ package: 'gold', language: 'ta' }));
    const held = registrationReminderFacts.parse(await handler.facts({ registrationId: created.id }));
    expect(held).toMatchObject({
      registrationId: created.id,
      ref: created.ref,
      language: 'ta',
      paymentStatus: 'pending',
      deleted: false,
    });
    // The card hold: 30 minutes from now by the database clock.
    const minutesLeft = (new Date(held.heldUntil ?? 0).getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(28);
    expect(minutesLeft).toBeLessThanOrEqual(31);

    await kit.orm.em.fork().transactional((tx) => seatsRepository.sell(tx, created.id));
    await kit.orm.em.fork().nativeUpdate(Registration, { id: created.id }, { paymentStatus: 'completed' });
    expect(await handler.facts({ registrationId: created.id })).toMatchObject({
      paymentStatus: 'completed',
      heldUntil: null,
    });

    await kit.orm.em.fork().nativeUpdate(Registration, { id: created.id }, { deleted: true });
    expect(await handler.facts({ registrationId: created.id })).toMatchObject({ deleted: true });
    expect(await handler.facts({ registrationId: created.id + 1000 })).toBeNull();
    expect(() => handler.facts({ registrationId: 'x' })).toThrow();
  });

  it('settings stored before reminders existed read with the reminder defaults', async () => {
    const row = await kit.orm.em.fork().findOneOrFail(EventSettingsRow, { id: 1 });
    const { reminders: _dropped, ...older } = row.data as Record<string, unknown>;
    await kit.orm.em.fork().nativeUpdate(EventSettingsRow, { id: 1 }, { data: older });
    const fresh = new SettingsService(kit.orm.em);
    expect((await fresh.get()).reminders).toEqual(defaultReminderSettings);
  });
});
