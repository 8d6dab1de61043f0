/** `YYYY-MM-DD` plus `days`, by calendar (no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

// Building an Intl.DateTimeFormat is slow next to using one, and a schedule needs dozens of offsets.
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** Minutes the zone is ahead of UTC at `instant`. */
function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const parts = wallClock(timeZone).formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The instant at which the wall clock in `timeZone` shows `isoDate` `time` (HH:MM). Settings hold the roadshow
 * in the event's local time, and a visitor elsewhere must still see the same session end.
 */
export function zonedInstant(isoDate: string, time: string, timeZone: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Second pass: the offset can differ between the wall-clock guess and the real instant (DST edges).
  const first = wall - zoneOffsetMinutes(wall, timeZone) * 60_000;
  return new Date(wall - zoneOffsetMinutes(first, timeZone) * 60_000);
}
