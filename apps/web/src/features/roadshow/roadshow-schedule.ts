import type { PublicEventSettings } from '@eventdesk/contracts/settings';
import { addDays, zonedInstant } from '@/features/roadshow/zoned-time';

export type Roadshow = PublicEventSettings['roadshow'];
export type SessionStatus = 'completed' | 'upcoming' | 'scheduled';

export type RoadshowSessionView = {
  week: number;
  /** The session day, `YYYY-MM-DD` in the event's time zone. */
  date: string;
  startsAt: Date;
  endsAt: Date;
  status: SessionStatus;
  title?: { en: string; ta: string };
  speaker?: string;
  recordingUrl?: string;
};

export const DEFAULT_ROADSHOW_TIME_ZONE = 'Asia/Kolkata';

/**
 * One session a week from the start date, `weeks` in all, with what staff set per week. A session is completed
 * once its end has passed; the first one not completed is upcoming; the rest are scheduled.
 */
export function roadshowSchedule(
  roadshow: Roadshow,
  now: Date,
  timeZone: string = DEFAULT_ROADSHOW_TIME_ZONE,
): RoadshowSessionView[] {
  const byWeek = new Map(roadshow.sessions.map((session) => [session.week, session]));
  let upcomingTaken = false;

  return Array.from({ length: roadshow.weeks }, (_, index) => {
    const week = index + 1;
    const date = addDays(roadshow.startDate, index * 7);
    const startsAt = zonedInstant(date, roadshow.startTime, timeZone);
    let endsAt = zonedInstant(date, roadshow.endTime, timeZone);
    if (endsAt <= startsAt) {
      // An end time before the start time means the session runs past midnight.
      endsAt = zonedInstant(addDays(date, 1), roadshow.endTime, timeZone);
    }

    let status: SessionStatus = 'scheduled';
    if (now.getTime() >= endsAt.getTime()) {
      status = 'completed';
    } else if (!upcomingTaken) {
      status = 'upcoming';
      upcomingTaken = true;
    }

    const override = byWeek.get(week);
    const speaker = override?.speaker?.trim();
    return {
      week,
      date,
      startsAt,
      endsAt,
      status,
      title: override?.title,
      speaker: speaker || undefined,
      recordingUrl: override?.recordingUrl || undefined,
    };
  });
}
