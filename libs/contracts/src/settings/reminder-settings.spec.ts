import { registrationReminderFacts, reminderFactsQuery } from '../registration/rpc/reminder-facts';
import { defaultEventSettings } from './default-settings';
import { eventSettings } from './http/event-settings';
import { defaultReminderSettings, reminderSettings } from './reminder-settings';

describe('reminder settings and facts contracts', () => {
  it('accepts the defaults and refuses a lead time or a time of day out of range', () => {
    expect(reminderSettings.parse(defaultReminderSettings)).toEqual(defaultReminderSettings);
    expect(reminderSettings.safeParse({ ...defaultReminderSettings, holdLapseLeadHours: 0 }).success).toBe(
      false,
    );
    expect(reminderSettings.safeParse({ ...defaultReminderSettings, holdLapseLeadHours: 49 }).success).toBe(
      false,
    );
    expect(
      reminderSettings.safeParse({ ...defaultReminderSettings, eventDayBeforeTime: '24:00' }).success,
    ).toBe(false);
  });

  it('reads a settings document stored before reminders existed with the defaults', () => {
    const { reminders: _none, ...older } = defaultEventSettings;
    expect(eventSettings.parse(older).reminders).toEqual(defaultReminderSettings);
  });

  it('parses a registration’s reminder facts and refuses a query without a positive id', () => {
    const facts = {
      registrationId: 42,
      ref: 'abcdefghijklmnopqrstuv',
      fullName: 'Meena',
      email: 'meena@example.com',
      phone: '9876543210',
      language: 'ta',
      paymentStatus: 'pending',
      deleted: false,
      heldUntil: '2026-12-03T16:00:00.000Z',
    };
    expect(registrationReminderFacts.parse(facts)).toEqual(facts);
    expect(registrationReminderFacts.safeParse({ ...facts, paymentStatus: 'paid' }).success).toBe(false);
    expect(reminderFactsQuery.safeParse({ registrationId: 0 }).success).toBe(false);
  });
});
