declare global {
  interface Window {
    /** Browser tests set this (ISO date-time or epoch ms) to pin the roadshow's "today". */
    __EVENTDESK_NOW__?: string | number;
  }
}

/** The current time, unless a test pinned it: the session statuses depend on it and tests need fixed dates. */
export function roadshowNow(): Date {
  const pinned = window.__EVENTDESK_NOW__;
  if (pinned !== undefined) {
    const date = new Date(pinned);
    if (!Number.isNaN(date.getTime())) {
      return date;
    }
  }
  return new Date();
}
