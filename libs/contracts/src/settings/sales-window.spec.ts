import { defaultEventSettings } from './default-settings';
import { eventSettings, publicEventSettings, toPublicSettings } from './http/event-settings';
import {
  eventDayEndsAt,
  isEarlyBirdOpen,
  isSalesOpen,
  salesCloseAt,
  upcomingEventDate,
} from './sales-window';
import { seedEventSettings } from './seed-settings';

const withEvent = (event: Partial<(typeof defaultEventSettings)['event']>) => ({
  ...defaultEventSettings,
  event: { ...defaultEventSettings.event, ...event },
});

describe('sales window', () => {
  it('closes at the end of the event day in Asia/Kolkata when no sales end is set', () => {
    expect(eventDayEndsAt('2027-10-25', 'Asia/Kolkata').toISOString()).toBe('2027-10-25T18:30:00.000Z');
    const settings = withEvent({ date: '2027-10-25' });
    expect(isSalesOpen(settings, new Date('2027-10-25T18:29:59Z'))).toBe(true);
    expect(isSalesOpen(settings, new Date('2027-10-25T18:30:00Z'))).toBe(false);
  });

  it('closes at the staff sales end when set', () => {
    const settings = withEvent({ date: '2027-10-25', salesEndAt: '2027-10-20T23:59:00+05:30' });
    expect(salesCloseAt(settings).toISOString()).toBe('2027-10-20T18:29:00.000Z');
    expect(isSalesOpen(settings, new Date('2027-10-20T18:28:00Z'))).toBe(true);
    expect(isSalesOpen(settings, new Date('2027-10-21T00:00:00Z'))).toBe(false);
  });

  it('ends the early-bird notice at its own end, and with the sales', () => {
    const settings = withEvent({ date: '2027-10-25', earlyBirdEndsAt: '2027-09-30T23:59:00+05:30' });
    expect(isEarlyBirdOpen(settings, new Date('2027-09-30T12:00:00Z'))).toBe(true);
    expect(isEarlyBirdOpen(settings, new Date('2027-10-01T00:00:00Z'))).toBe(false);
    expect(isEarlyBirdOpen(withEvent({ date: '2027-10-25' }), new Date('2027-10-26T00:00:00Z'))).toBe(false);
  });

  it('tells visitors whether sales are open, by the given clock', () => {
    const settings = withEvent({ date: '2027-10-25' });
    const before = publicEventSettings.parse(toPublicSettings(settings, new Date('2027-10-01T00:00:00Z')));
    expect(before).toMatchObject({
      salesOpen: true,
      salesEndAt: '2027-10-25T18:30:00.000Z',
      earlyBirdOpen: true,
    });
    expect(toPublicSettings(settings, new Date('2027-10-26T00:00:00Z'))).toMatchObject({
      salesOpen: false,
      earlyBirdOpen: false,
    });
  });

  it('keeps stored documents without the new fields valid, and refuses a date-time without its offset', () => {
    expect(eventSettings.parse(defaultEventSettings).event.salesEndAt).toBeUndefined();
    const bad = eventSettings.safeParse(withEvent({ salesEndAt: '2027-10-20T23:59' }));
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['event.salesEndAt']);
  });
});

describe('the seed event date', () => {
  it('is the coming 25 October, in the future relative to the given clock', () => {
    expect(upcomingEventDate(new Date('2026-11-24T22:00:00Z'))).toBe('2027-10-25');
    expect(upcomingEventDate(new Date('2027-03-01T00:00:00Z'))).toBe('2027-10-25');
    // 25 October is still on until midnight in India.
    expect(upcomingEventDate(new Date('2027-10-25T18:00:00Z'))).toBe('2027-10-25');
    expect(upcomingEventDate(new Date('2027-10-25T18:30:00Z'))).toBe('2028-10-25');
    const now = new Date('2026-11-24T22:00:00Z');
    const seed = seedEventSettings(now);
    expect(eventDayEndsAt(seed.event.date, seed.event.timeZone).getTime()).toBeGreaterThan(now.getTime());
    expect(isSalesOpen(seed, now)).toBe(true);
  });
});
