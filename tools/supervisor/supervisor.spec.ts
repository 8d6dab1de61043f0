import { Supervisor, type RestartPolicy, type SupervisedApp } from './supervisor';

/** Real child processes; the policy is scaled down from seconds to tens of milliseconds. */
const policy: RestartPolicy = {
  initialBackoffMs: 100,
  maxBackoffMs: 300,
  maxRestarts: 3,
  windowMs: 60_000,
  stopGraceMs: 500,
};

const nodeApp = (name: string, script: string): SupervisedApp => ({
  name,
  command: process.execPath,
  args: ['-e', script],
  env: { PATH: process.env.PATH },
  cwd: process.cwd(),
});

/** Prints when it starts, then waits until it is killed. */
const steady = (name: string) => nodeApp(name, `console.log('up', Date.now()); setInterval(() => {}, 1000)`);
/** Dies shortly after starting, saying why. */
const crashing = (name: string) =>
  nodeApp(
    name,
    `console.log('up', Date.now()); setTimeout(() => { console.error('boom: no database'); process.exit(3) }, 20)`,
  );

const waitFor = async (condition: () => boolean, timeoutMs = 8_000) => {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) {
      throw new Error('condition not met in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const alive = (pid: number | undefined) => {
  if (pid === undefined) {
    return false;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('Supervisor (real child processes)', () => {
  let supervisor: Supervisor | undefined;
  let lines: string[];
  const start = (apps: SupervisedApp[]) => {
    lines = [];
    supervisor = new Supervisor(apps, policy, (line) => lines.push(line));
    supervisor.start();
    return supervisor;
  };
  const statusOf = (name: string) => supervisor?.status().find((s) => s.name === name);
  const startTimes = (name: string) =>
    lines.filter((l) => l.startsWith(name) && / \| up \d+$/.test(l)).map((l) => Number(l.split(' ').at(-1)));

  afterEach(async () => {
    await supervisor?.stop();
  });

  it('restarts an app that dies with doubling waits, says why, then leaves it down while the others keep running', async () => {
    const s = start([crashing('flaky'), steady('gateway')]);
    await waitFor(() => statusOf('flaky')?.state === 'given-up');
    const gatewayPid = statusOf('gateway')?.pid;

    // The first start and three restarts, 100, 200 and 300 (capped) ms apart at least.
    const starts = startTimes('flaky');
    expect(starts).toHaveLength(4);
    const gaps = starts.slice(1).map((time, i) => time - (starts[i] ?? 0));
    expect(gaps[0]).toBeGreaterThanOrEqual(100);
    expect(gaps[1]).toBeGreaterThanOrEqual(200);
    expect(gaps[2]).toBeGreaterThanOrEqual(300);
    expect(gaps[2]).toBeLessThan(2_000);

    const restartLines = lines.filter((l) => l.includes('Restart '));
    expect(restartLines).toHaveLength(3);
    expect(restartLines[0]).toMatch(
      /flaky +\| exit code 3 after .* s; last line: boom: no database\. Restart 1 of 3 in 0\.1 s/,
    );
    const gaveUp = lines.filter((l) => l.includes('left down'));
    expect(gaveUp).toHaveLength(1);
    expect(gaveUp[0]).toMatch(/died 4 times within 1 min/);

    expect(statusOf('gateway')).toMatchObject({ state: 'running', restarts: 0 });
    expect(alive(gatewayPid)).toBe(true);
    expect(s.status().find((x) => x.name === 'flaky')?.restarts).toBe(3);
  });

  it('restarts a process killed with SIGKILL (kill -9) and names the signal', async () => {
    start([steady('leads')]);
    await waitFor(() => startTimes('leads').length === 1);
    const firstPid = statusOf('leads')?.pid;
    process.kill(firstPid ?? 0, 'SIGKILL');
    await waitFor(() => startTimes('leads').length === 2);
    expect(lines.some((l) => /leads +\| killed by SIGKILL after .*Restart 1 of 3/.test(l))).toBe(true);
    const secondPid = statusOf('leads')?.pid;
    expect(secondPid).not.toBe(firstPid);
    expect(alive(secondPid)).toBe(true);
  });

  it('stop ends every child, kills one that ignores SIGTERM, and restarts nothing afterwards', async () => {
    const stubborn = nodeApp(
      'stubborn',
      `process.on('SIGTERM', () => console.log('ignoring SIGTERM')); console.log('up', Date.now()); setInterval(() => {}, 1000)`,
    );
    const s = start([steady('payment'), stubborn]);
    await waitFor(() => startTimes('payment').length === 1 && startTimes('stubborn').length === 1);
    const pids = s.status().map((x) => x.pid);
    await s.stop();
    expect(pids.every((pid) => !alive(pid))).toBe(true);
    expect(lines.some((l) => l.includes('ignoring SIGTERM'))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, policy.initialBackoffMs * 2));
    expect(s.status().map((x) => x.state)).toEqual(['stopped', 'stopped']);
    expect(lines.some((l) => l.includes('Restart'))).toBe(false);
  });
});
