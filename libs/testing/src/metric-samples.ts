/** One series of a Prometheus text exposition: its labels (the app's default `app` label included) and value. */
export interface MetricSample {
  labels: Record<string, string>;
  value: number;
}

const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL_PAIR = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** Every series of `name` in an exposition (what GET /metrics answers). */
export function metricSamples(exposition: string, name: string): MetricSample[] {
  const samples: MetricSample[] = [];
  for (const line of exposition.split('\n')) {
    const match = SAMPLE_LINE.exec(line);
    if (!match || match[1] !== name) {
      continue;
    }
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL_PAIR)) {
      labels[key as string] = (value as string).replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    }
    samples.push({ labels, value: Number(match[3]) });
  }
  return samples;
}

/**
 * The value of the one series of `name` whose labels include `labels`; undefined when there is none (a figure left
 * out of the scrape). Two matching series is a mistake in the test, so it throws.
 */
export function metricValue(
  exposition: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const matching = metricSamples(exposition, name).filter((sample) =>
    Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (matching.length > 1) {
    throw new Error(`${matching.length} series of ${name} match ${JSON.stringify(labels)}`);
  }
  return matching[0]?.value;
}
