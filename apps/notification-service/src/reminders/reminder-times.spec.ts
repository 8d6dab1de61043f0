import { defaultReminderSettings } from '@eventdesk/contracts';
import { eventReminderDueAt, eventStartsAt, holdReminderDueAt, localInstant } from './reminder-times';
import { reminderDeliveryId, reminderJobId } from './reminder-kinds';

const event = { date: '2026-12-01', startTime: '09:00', timeZone: 'Asia/Kolkata' };

describe('reminder times', () => {
  it('reads local times in the event zone (Asia/Kolkata is UTC+05:30)', () => {
    expect(localInstant('2026-12-01', '09:00', 'Asia/Kolkata').toISOString()).toBe(
      '2026-12-01T03:30:00.000Z',
    );
    expect(eventStartsAt(event).toISOString()).toBe('2026-12-01T03:30:00.000Z');
  });

  it('puts the event reminder at 10:00 local on the day before, across a month boundary', () => {
    expect(eventReminderDueAt(event, defaultReminderSettings).toISOString()).toBe('2026-11-30T04:30:00.000Z');
    expect(
      eventReminderDueAt(
        { ...event, timeZone: 'Europe/London' },
        { ...defaultReminderSettings, eventDayBeforeTime: '18:15' },
      ).toISOString(),
    ).toBe('2026-11-30T18:15:00.000Z');
  });

  it('puts the hold reminder the lead hours before the hold lapses', () => {
    const heldUntil = new Date('2026-12-03T12:00:00.000Z');
    expect(
      holdReminderDueAt(heldUntil, { ...defaultReminderSettings, holdLapseLeadHours: 6 }).toISOString(),
    ).toBe('2026-12-03T06:00:00.000Z');
  });

  it('keys a reminder by kind and registration: the same id every time, a valid UUID, different per kind', () => {
    const id = reminderDeliveryId('hold-lapse', 42);
    expect(id).toBe(reminderDeliveryId('hold-lapse', 42));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(reminderDeliveryId('event-day-before', 42)).not.toBe(id);
    expect(reminderDeliveryId('hold-lapse', 43)).not.toBe(id);
    expect(reminderJobId('hold-lapse', 42)).toBe('hold-lapse-42');
  });
});
