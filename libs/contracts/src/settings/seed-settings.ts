import { defaultEventSettings } from './default-settings';
import type { EventSettings } from './http/event-settings';
import { upcomingEventDate } from './sales-window';

/**
 * What a fresh install stores: the spec's values with the event on the coming 25 October, so sales are open
 * (the spec's own year is past). `now` is the installer's clock; tests pass their own.
 */
export function seedEventSettings(now: Date): EventSettings {
  const seed = structuredClone(defaultEventSettings);
  seed.event.date = upcomingEventDate(now, seed.event.timeZone);
  return seed;
}
