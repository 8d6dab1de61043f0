const cache = new Map<string, RoadshowFormatters>();

/** Locale-aware labels for the roadshow, always in the event's time zone; built once per locale and zone. */
export function roadshowFormatters(locale: string, timeZone: string): RoadshowFormatters {
  const key = `${locale}|${timeZone}`;
  let formatters = cache.get(key);
  if (!formatters) {
    formatters = buildFormatters(locale, timeZone);
    cache.set(key, formatters);
  }
  return formatters;
}

// Constructing an Intl.DateTimeFormat costs far more than formatting with one.
function buildFormatters(locale: string, timeZone: string) {
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  });
  const longDate = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone });
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone });

  return {
    day: (date: Date) => day.format(date),
    longDate: (date: Date) => longDate.format(date),
    weekday: (date: Date) => weekday.format(date),
    timeRange: (start: Date, end: Date) => time.formatRange(start, end),
  };
}

export type RoadshowFormatters = ReturnType<typeof buildFormatters>;
