// The tables: what clients saw before, during and after each fault (every request by its answer, classed by when
// it was sent), how long recovery took, and the reconciliation's checks.

const seconds = (ms) => (ms === null || ms === undefined ? 'n/a' : `${(ms / 1000).toFixed(1)} s`);

/** A request the visitor experiences as a failure: no answer, or a 5xx (after the web app's retries or not). */
export const isFailure = (status) => typeof status !== 'number' || status >= 500 || status === 429;

/** Every request recorded between `from` and `to` (send time), counted by answer. */
export function countByStatus(attempts, from, to) {
  const counts = {};
  for (const attempt of attempts) {
    if (attempt.t >= from && attempt.t < to) counts[attempt.status] = (counts[attempt.status] ?? 0) + 1;
  }
  return counts;
}

const total = (counts) => Object.values(counts).reduce((sum, n) => sum + n, 0);
const failures = (counts) =>
  Object.entries(counts).reduce((sum, [status, n]) => sum + (isFailure(Number(status) || status) ? n : 0), 0);
const listed = (counts) =>
  Object.entries(counts)
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
    .map(([status, n]) => `${status}: ${n.toLocaleString('en-US')}`)
    .join(', ') || '-';

/** The timeline of one fault from the recorded requests: first success and last failure after it. */
export function timeline(attempts, fault) {
  const after = attempts.filter((a) => a.t >= fault.injectedAt && a.t < fault.settledAt);
  const firstSuccess = after.find((a) => typeof a.status === 'number' && a.status < 400);
  const lastFailure = after.filter((a) => isFailure(a.status)).at(-1);
  return {
    readyMs: fault.recoveredAt - fault.injectedAt,
    firstSuccessMs: firstSuccess ? firstSuccess.t - fault.injectedAt : null,
    lastFailureMs: lastFailure ? lastFailure.t - fault.injectedAt : null,
  };
}

export function phases(attempts, fault) {
  return {
    before: countByStatus(attempts, fault.startedAt, fault.injectedAt),
    outage: countByStatus(attempts, fault.injectedAt, fault.recoveredAt),
    after: countByStatus(attempts, fault.recoveredAt, fault.settledAt),
  };
}

/** The failed requests of each phase by what they were (`register 503`), to tell which path broke. */
export function failedByKind(attempts, fault) {
  const of = (from, to) => {
    const counts = {};
    for (const { t, kind, status } of attempts) {
      if (t >= from && t < to && isFailure(status))
        counts[`${kind} ${status}`] = (counts[`${kind} ${status}`] ?? 0) + 1;
    }
    return counts;
  };
  return {
    before: of(fault.startedAt, fault.injectedAt),
    outage: of(fault.injectedAt, fault.recoveredAt),
    after: of(fault.recoveredAt, fault.settledAt),
  };
}

/** The markdown of one fault: its phases, recovery, supervisor lines and checks. */
export function faultSection(fault) {
  const { before, outage, after } = fault.phases;
  const t = fault.timeline;
  const lines = [
    `### ${fault.title}`,
    '',
    fault.description,
    '',
    '| requests sent | before the fault | fault → recovered | after recovery |',
    '| --- | --: | --: | --: |',
    `| all | ${total(before)} | ${total(outage)} | ${total(after)} |`,
    `| failed (5xx, 429, no answer) | ${failures(before)} | ${failures(outage)} | ${failures(after)} |`,
    `| by answer | ${listed(before)} | ${listed(outage)} | ${listed(after)} |`,
    `| failed, by request | ${listed(fault.failed.before)} | ${listed(fault.failed.outage)} | ${listed(fault.failed.after)} |`,
    '',
    `${fault.recovered ? 'Recovered (every process ready, both gateways serving)' : '**Not recovered**, gave up'} after ${seconds(t.readyMs)}; first success after the fault at ` +
      `${seconds(t.firstSuccessMs)}; last failed request sent at ${seconds(t.lastFailureMs)}; ` +
      `pipeline drained ${fault.drainedMs === null ? `NOT within ${seconds(fault.drainLimitMs)}` : `in ${seconds(fault.drainedMs)}`} ` +
      `after the load stopped.`,
  ];
  if (fault.supervisorLines.length) {
    lines.push('', 'Supervisor:', '', ...fault.supervisorLines.map((line) => `    ${line}`));
  }
  lines.push('', '| check | found | ok |', '| --- | --- | --- |');
  for (const row of fault.checks) {
    lines.push(
      `| ${row.check} | ${row.found}${row.note ? ` (${row.note})` : ''} | ${row.ok ? 'ok' : '**FAILED**'} |`,
    );
  }
  return lines.join('\n');
}

/** One line per fault: the overview table at the top of the report. */
export function summaryTable(faults) {
  const lines = [
    '| fault | requests fault → recovered | failed | of them 500 | failed after recovery | ready after | first success | last failure sent | checks failed |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --- |',
  ];
  for (const fault of faults) {
    const failed = fault.checks.filter((row) => !row.ok).map((row) => row.check);
    lines.push(
      `| ${fault.title} | ${total(fault.phases.outage)} | ${failures(fault.phases.outage)} | ` +
        `${fault.phases.outage[500] ?? 0} | ${failures(fault.phases.after)} | ${seconds(fault.timeline.readyMs)} | ` +
        `${seconds(fault.timeline.firstSuccessMs)} | ${seconds(fault.timeline.lastFailureMs)} | ` +
        `${failed.length ? failed.join('; ') : 'none'} |`,
    );
  }
  return lines.join('\n');
}

/** Failed checks, and requests that failed after recovery, count as the run's failures. */
export function failuresOf(fault) {
  return [
    ...(fault.recovered ? [] : [`${fault.title}: the system did not recover (the run stopped here)`]),
    ...fault.checks.filter((row) => !row.ok).map((row) => `${fault.title}: ${row.check}: ${row.found}`),
    ...(failures(fault.phases.after) > 0
      ? [
          `${fault.title}: ${failures(fault.phases.after)} requests failed after recovery (${listed(fault.phases.after)})`,
        ]
      : []),
  ];
}
