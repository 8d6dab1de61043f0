import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';

/**
 * The shared jest preset holds framework log lines back: a passing test prints none, a failing one prints its
 * own, and TEST_LOGS=1 prints all. A real jest run of a fixture with one passing and one failing test shows it.
 */
jest.setTimeout(60_000);

const root = resolve(__dirname, '../../..');

function runFixture(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    execFile(
      join(root, 'node_modules/.bin/jest'),
      ['--config', join(__dirname, 'quiet-logs-fixture/jest.config.js'), '--ci'],
      { cwd: root, env: { ...env, FORCE_COLOR: '0', NO_COLOR: '1' } },
      (error, stdout, stderr) => done({ code: error ? (error.code as number) : 0, output: stdout + stderr }),
    );
  });
}

function envWithout(name: string): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env[name];
  return env;
}

it('prints only the failing test’s framework lines by default', async () => {
  const { code, output } = await runFixture(envWithout('TEST_LOGS'));

  expect(code).toBe(1);
  expect(output).toContain('deliberate failure');
  expect(output).toContain('[Nest] WARN [FixtureService] line of the failing test');
  expect(output).not.toContain('line of the passing test');
});

it('prints every framework line with TEST_LOGS=1', async () => {
  const { code, output } = await runFixture({ ...process.env, TEST_LOGS: '1' });

  expect(code).toBe(1);
  expect(output).toMatch(/\[Nest\].*\[FixtureService\].*line of the passing test/);
  expect(output).toMatch(/\[Nest\].*\[FixtureService\].*line of the failing test/);
});
