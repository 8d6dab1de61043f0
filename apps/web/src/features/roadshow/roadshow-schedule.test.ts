import { describe, expect, it } from 'vitest';
import { roadshowSchedule, type Roadshow } from '@/features/roadshow/roadshow-schedule';
import { zonedInstant } from '@/features/roadshow/zoned-time';

// The seeded roadshow: 15 Saturdays from 12 July 2025, 6:00-8:00 PM in Coimbatore.
const roadshow: Roadshow = {
  startDate: '2025-07-12',
  weeks: 15,
  startTime: '18:00',
  endTime: '20:00',
  sessions: [],
};

const ist = (local: string) => new Date(`${local}+05:30`);
const statuses = (now: Date, input: Roadshow = roadshow) =>
  roadshowSchedule(input, now).map((session) => session.status);
const repeat = <T>(value: T, times: number): T[] => Array.from({ length: times }, () => value);

describe('roadshowSchedule', () => {
  it('lists one session a week from the start date', () => {
    const sessions = roadshowSchedule(roadshow, ist('2025-07-01T12:00:00'));
    expect(sessions).toHaveLength(15);
    expect(sessions.map((session) => session.week)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(sessions[0].date).toBe('2025-07-12');
    expect(sessions[1].date).toBe('2025-07-19');
    expect(sessions[6].date).toBe('2025-08-23');
    expect(sessions[14].date).toBe('2025-10-18');
    expect(sessions[0].startsAt.toISOString()).toBe('2025-07-12T12:30:00.000Z');
    expect(sessions[0].endsAt.toISOString()).toBe('2025-07-12T14:30:00.000Z');
  });

  it('before the first session: week 1 upcoming, the rest scheduled', () => {
    expect(statuses(ist('2025-07-01T12:00:00'))).toEqual(['upcoming', ...repeat('scheduled', 14)]);
  });

  it('between sessions: past weeks completed, the next upcoming (the spec: 1-5 completed, 6 upcoming)', () => {
    expect(statuses(ist('2025-08-14T10:00:00'))).toEqual([
      ...repeat('completed', 5),
      'upcoming',
      ...repeat('scheduled', 9),
    ]);
  });

  it('on a session day before its end: that session is still upcoming', () => {
    expect(statuses(ist('2025-08-16T19:59:00'))).toEqual([
      ...repeat('completed', 5),
      'upcoming',
      ...repeat('scheduled', 9),
    ]);
  });

  it('on a session day once its end has passed: completed, and the next week becomes upcoming', () => {
    expect(statuses(ist('2025-08-16T20:00:00'))).toEqual([
      ...repeat('completed', 6),
      'upcoming',
      ...repeat('scheduled', 8),
    ]);
  });

  it('judges the end in the event time zone, whatever the visitor clock', () => {
    // 14:29 UTC on 16 August is 19:59 in Coimbatore; 14:30 UTC is 20:00.
    expect(statuses(new Date('2025-08-16T14:29:00Z'))[5]).toBe('upcoming');
    expect(statuses(new Date('2025-08-16T14:30:00Z'))[5]).toBe('completed');
  });

  it('after the last session: every session completed, none upcoming', () => {
    expect(statuses(ist('2025-10-18T20:00:00'))).toEqual(repeat('completed', 15));
    expect(statuses(ist('2026-01-01T00:00:00'))).toEqual(repeat('completed', 15));
  });

  it('carries the speaker, title and recording staff set, and leaves the others empty', () => {
    const sessions = roadshowSchedule(
      {
        ...roadshow,
        sessions: [
          {
            week: 2,
            speaker: 'Anitha Raman',
            title: { en: 'Pricing', ta: 'விலை நிர்ணயம்' },
            recordingUrl: 'https://example.com/2',
          },
          { week: 3, speaker: '   ', recordingUrl: '' },
        ],
      },
      ist('2025-07-01T12:00:00'),
    );
    expect(sessions[1]).toMatchObject({
      speaker: 'Anitha Raman',
      title: { en: 'Pricing', ta: 'விலை நிர்ணயம்' },
      recordingUrl: 'https://example.com/2',
    });
    expect(sessions[2].speaker).toBeUndefined();
    expect(sessions[2].recordingUrl).toBeUndefined();
    expect(sessions[0].speaker).toBeUndefined();
  });

  it('follows the number of weeks in settings', () => {
    expect(roadshowSchedule({ ...roadshow, weeks: 3 }, ist('2025-07-01T00:00:00'))).toHaveLength(3);
  });

  it('lets a session run past midnight when the end time is before the start time', () => {
    const [first] = roadshowSchedule(
      { ...roadshow, startTime: '22:00', endTime: '01:00' },
      ist('2025-07-13T00:30:00'),
    );
    expect(first.endsAt.toISOString()).toBe('2025-07-12T19:30:00.000Z');
    expect(first.status).toBe('upcoming');
  });
});

describe('zonedInstant', () => {
  it('turns a wall-clock time into the instant, across a daylight-saving change', () => {
    expect(zonedInstant('2025-03-29', '12:00', 'Europe/London').toISOString()).toBe(
      '2025-03-29T12:00:00.000Z',
    );
    expect(zonedInstant('2025-03-30', '12:00', 'Europe/London').toISOString()).toBe(
      '2025-03-30T11:00:00.000Z',
    );
    expect(zonedInstant('2025-07-12', '18:00', 'Asia/Kolkata').toISOString()).toBe(
      '2025-07-12T12:30:00.000Z',
    );
  });
});
