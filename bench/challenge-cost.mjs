// @ts-check
// What the seat-hold proof of work costs an honest phone, and what it costs a script per held seat.
//
//   node_modules/.bin/node bench/challenge-cost.mjs
//
// The gateway's own code (apps/gateway/src/challenges/proof-of-work.ts) makes BENCH_CHALLENGES challenges (default 10) at
// the default difficulty; Debian chromium (playwright-core) solves each with the web app's own solver
// (apps/web/src/lib/proof-of-work/solve-in-workers.ts and its Web Worker, bundled here by Vite) with the CPU throttled
// 4x (CDP Emulation.setCPUThrottlingRate), with 1 worker and with the app's choice (min(4, cores)); the gateway's
// check verifies every answer. A calibration shows what the throttle reaches. Node then solves the same kind of
// challenge on one core with its native PBKDF2, as a script would.
// Writes bench/results/challenge-cost.json and .md. See bench/README.md.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey as nodeDeriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { titledTable, writeBenchResults } from './lib/bench-io.mjs';
import { CHROME_FLAGS, CHROME_PATH } from './lib/chromium.mjs';
import { assertNode24, invocation, machineInfo } from './lib/common.mjs';
import { benchMain } from './lib/harness.mjs';
import { log, onCleanup } from './lib/procs.mjs';
import { root } from './lib/stack.mjs';

const CHALLENGES = Number(process.env.BENCH_CHALLENGES ?? 10);
const THROTTLE = 4;

/**
 * The q-quantile (nearest rank) of `values`.
 * @param {number[]} values
 * @param {number} q
 */
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
/** @param {number} ms */
const seconds = (ms) => Math.round(ms) / 1000;
/** @param {number[]} ms */
const summary = (ms) => ({
  medianS: seconds(quantile(ms, 0.5)),
  p95S: seconds(quantile(ms, 0.95)),
  maxS: seconds(Math.max(...ms)),
});

/**
 * What the solver page (main.ts below) puts on window. The page functions below cast `window` inline: they
 * run in the browser, where nothing of this module exists.
 * @typedef {object} SolverPage
 * @property {(challenge: unknown) => Promise<{ solution: Awaited<ReturnType<typeof solveChallenge>>, ms: number }>} solveSeatHoldChallenge
 * @property {() => Promise<{ page: Calibration, worker: Calibration }>} calibrate
 * @typedef {{ loopMs: number, pbkdf2Ms: number }} Calibration
 */

/**
 * What the bench uses of apps/gateway/src/challenges/proof-of-work.ts, imported at run time (Node strips its types;
 * they name the contracts' path aliases, which this project does not resolve).
 * @typedef {{ signature: string, keySignature: string }} ChallengeKeys
 * @typedef {object} ProofOfWorkModule
 * @property {(keys: ChallengeKeys, difficulty: ChallengeDifficulty, expiresAt: Date) => Promise<import('altcha-lib').Challenge>} createSeatHoldChallenge
 * @property {(keys: ChallengeKeys, answer: { challenge: import('altcha-lib').Challenge, solution: import('altcha-lib').Solution }) => Promise<'valid' | 'expired' | 'invalid'>} checkSeatHoldAnswer
 * @property {(env: { CHALLENGE_HMAC_KEY: string, JWT_SECRET: string }) => ChallengeKeys} challengeKeys
 * @property {string} CHALLENGE_ALGORITHM
 * @property {ChallengeDifficulty} DEFAULT_DIFFICULTY
 * @typedef {{ iterations: number, maxAttempts: number }} ChallengeDifficulty
 */

/**
 * The app's solver in a page of its own: one entry that exposes it, bundled by Vite as the app bundles it.
 * @param {string} dir
 */
async function buildSolverPage(dir) {
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><meta charset="utf-8"><title>pow</title><script type="module" src="./main.ts"></script>',
  );
  writeFileSync(
    join(dir, 'main.ts'),
    [
      `import { solveInWorkers } from '${root}/apps/web/src/lib/proof-of-work/solve-in-workers.ts';`,
      'window.solveSeatHoldChallenge = async (challenge) => {',
      '  const started = performance.now();',
      '  const solution = await solveInWorkers(challenge);',
      '  return { solution, ms: performance.now() - started };',
      '};',
      // Calibration: what the throttle slows (a JavaScript loop, PBKDF2) on the page and in a worker.
      'const work = `const loop = () => { const t = performance.now(); let x = 0; for (let i = 0; i < 5e7; i += 1) x = (x * 31 + i) | 0; return performance.now() - t; };',
      'const pbkdf2 = async () => { const t = performance.now(); const salt = new Uint8Array(16);',
      '  for (let i = 0; i < 200; i += 1) { const key = await crypto.subtle.importKey("raw", new Uint8Array([i]), "PBKDF2", false, ["deriveBits"]);',
      '    await crypto.subtle.deriveBits({ name: "PBKDF2", salt, iterations: 1000, hash: "SHA-256" }, key, 256); }',
      '  return performance.now() - t; };`;',
      'window.calibrate = async () => {',
      '  const page = new Function(`${work}; return (async () => ({ loopMs: loop(), pbkdf2Ms: await pbkdf2() }))();`)();',
      '  const blob = new Blob([`${work}; onmessage = async () => postMessage({ loopMs: loop(), pbkdf2Ms: await pbkdf2() });`], { type: "text/javascript" });',
      '  const worker = new Worker(URL.createObjectURL(blob));',
      '  const inWorker = await new Promise((done) => { worker.onmessage = (event) => done(event.data); worker.postMessage(0); });',
      '  worker.terminate();',
      '  return { page: await page, worker: inWorker };',
      '};',
    ].join('\n'),
  );
  await build({
    configFile: false,
    root: dir,
    logLevel: 'warn',
    resolve: { alias: [{ find: /^@\//, replacement: `${root}/apps/web/src/` }] },
    build: { outDir: join(dir, 'out'), emptyOutDir: true },
  });
  return join(dir, 'out');
}

/**
 * Serves `dir` on a free port of 127.0.0.1.
 * @param {string} dir
 * @returns {Promise<{ server: import('node:http').Server, url: string }>}
 */
function serve(dir) {
  /** @type {Record<string, string>} */
  const types = { '.html': 'text/html', '.js': 'text/javascript' };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    try {
      const body = readFileSync(join(dir, path === '/' ? 'index.html' : path));
      res.writeHead(200, { 'content-type': types[extname(path) || '.html'] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}/`,
      }),
    ),
  );
}

async function main() {
  assertNode24();
  // The gateway's module itself (Node 24 strips its types): the same challenges, difficulty and check.
  const {
    createSeatHoldChallenge,
    checkSeatHoldAnswer,
    challengeKeys,
    CHALLENGE_ALGORITHM,
    DEFAULT_DIFFICULTY,
  } = /** @type {ProofOfWorkModule} */ (
    await import(join(root, 'apps/gateway/src/challenges/proof-of-work.ts'))
  );
  const difficulty = DEFAULT_DIFFICULTY;
  const keys = challengeKeys({
    CHALLENGE_HMAC_KEY: 'bench-only-key-not-used-for-anything-real',
    JWT_SECRET: '',
  });
  // One set for every row, so the rows differ by solver only (the answers are random in 0..maxAttempts).
  /** @type {import('altcha-lib').Challenge[]} */
  const challenges = [];
  for (let i = 0; i < CHALLENGES; i += 1) {
    challenges.push(await createSeatHoldChallenge(keys, difficulty, new Date(Date.now() + 3_600_000)));
  }
  /**
   * Attempts per second: the answer's counter + 1 attempts (all workers together) over the time taken.
   * @param {import('altcha-lib').Solution[]} solutions
   * @param {number[]} times
   */
  const rate = (solutions, times) =>
    Math.round(
      quantile(
        solutions.map((solution, i) => ((solution.counter + 1) / times[i]) * 1000),
        0.5,
      ),
    );

  const dir = mkdtempSync(join(tmpdir(), 'eventdesk-challenge-cost-'));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  log('bundling the web solver with Vite');
  const { server, url } = await serve(await buildSolverPage(dir));
  onCleanup(() => server.close());
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  onCleanup(() => browser.close());

  /**
   * One page per setting: `cores` pretends navigator.hardwareConcurrency (the app uses min(4, cores) workers).
   * @param {number} throttle
   * @param {number | undefined} cores
   */
  async function run(throttle, cores) {
    const context = await browser.newContext();
    if (cores !== undefined) {
      await context.addInitScript(
        `Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => ${cores} })`,
      );
    }
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(
      () =>
        typeof (/** @type {Window & typeof globalThis & SolverPage} */ (window).solveSeatHoldChallenge) ===
        'function',
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    const calibration = await page.evaluate(() =>
      /** @type {Window & typeof globalThis & SolverPage} */ (window).calibrate(),
    );
    const times = [];
    const solutions = [];
    for (const challenge of challenges) {
      const { solution, ms } = await page.evaluate(
        (c) => /** @type {Window & typeof globalThis & SolverPage} */ (window).solveSeatHoldChallenge(c),
        challenge,
      );
      if (!solution) throw new Error('the browser did not solve a challenge');
      const check = await checkSeatHoldAnswer(keys, { challenge, solution });
      if (check !== 'valid') throw new Error(`the gateway refused the browser's answer: ${check}`);
      times.push(ms);
      solutions.push(solution);
    }
    const workers = await page.evaluate(() => Math.min(4, Math.max(1, navigator.hardwareConcurrency || 1)));
    await context.close();
    return {
      throttle,
      workers,
      times,
      ...summary(times),
      attemptsPerSecond: rate(solutions, times),
      calibration,
    };
  }

  const runs = [];
  for (const [throttle, cores] of /** @type {[throttle: number, cores: number | undefined][]} */ ([
    [THROTTLE, 1],
    [THROTTLE, undefined],
    [1, 1],
  ])) {
    log(
      `chromium, CPU throttle ${throttle}x, ${cores === 1 ? '1 worker' : 'the app’s workers'}: ${CHALLENGES} challenges`,
    );
    const result = await run(throttle, cores);
    runs.push(result);
    log(`  median ${result.medianS} s, p95 ${result.p95S} s`);
  }

  log(`node, one core, native PBKDF2 (a script's cost): ${CHALLENGES} challenges`);
  const native = [];
  const nativeSolutions = [];
  for (const challenge of challenges) {
    const started = performance.now();
    const solution = await solveChallenge({ challenge, deriveKey: nodeDeriveKey, timeout: 120_000 });
    if (!solution || (await checkSeatHoldAnswer(keys, { challenge, solution })) !== 'valid') {
      throw new Error('node did not solve a challenge');
    }
    native.push(performance.now() - started);
    nativeSolutions.push(solution);
  }

  const report = {
    timestamp: new Date().toISOString(),
    command: invocation(),
    machine: machineInfo(),
    chromium: browser.version(),
    difficulty: { algorithm: CHALLENGE_ALGORITHM, ...difficulty, meanAttempts: difficulty.maxAttempts / 2 },
    challenges: CHALLENGES,
    browser: runs,
    nodeOneCore: { times: native, ...summary(native), attemptsPerSecond: rate(nativeSolutions, native) },
    answers: nativeSolutions.map((solution) => solution.counter),
  };
  /** @param {Awaited<ReturnType<typeof run>>} run */
  const calibrationRow = (run) =>
    `| ${run.throttle}x | ${Math.round(run.calibration.page.loopMs)} | ${Math.round(run.calibration.worker.loopMs)} | ` +
    `${Math.round(run.calibration.page.pbkdf2Ms)} | ${Math.round(run.calibration.worker.pbkdf2Ms)} |`;
  const mean = difficulty.maxAttempts / 2;
  /** Seconds for the mean and the largest answer at a rate of attempts per second. */
  /** @param {number} perSecond */
  const at = (perSecond, factor = 1) =>
    `${((mean / perSecond) * factor).toFixed(2)} | ${((difficulty.maxAttempts / perSecond) * factor).toFixed(2)}`;
  const [throttledOne, throttledApp, unthrottledOne] = runs;
  /**
   * @param {string} label
   * @param {{ medianS: number, p95S: number, maxS: number, attemptsPerSecond: number }} run
   */
  const row = (label, run) =>
    `| ${label} | ${run.medianS} | ${run.p95S} | ${run.maxS} | ${run.attemptsPerSecond} | ${at(run.attemptsPerSecond)} |`;
  const table = [
    `Difficulty: ${CHALLENGE_ALGORITHM}, ${difficulty.iterations} iterations per attempt, answer uniform in ` +
      `0..${difficulty.maxAttempts} (mean ${mean} attempts = ${((difficulty.iterations * mean) / 1e6).toFixed(1)} M ` +
      `iterations). The same ${CHALLENGES} challenges in every row (answers ${report.answers.join(', ')}), each answer ` +
      "verified by the gateway's check.",
    '',
    '| solver | median (s) | p95 (s) | max (s) | attempts/s | mean answer (s) | largest answer (s) |',
    '| --- | --: | --: | --: | --: | --: | --: |',
    row(`chromium, CPU ${THROTTLE}x, 1 worker`, throttledOne),
    row(
      `chromium, CPU ${THROTTLE}x, ${throttledApp.workers} workers (the app on this machine)`,
      throttledApp,
    ),
    row('chromium, unthrottled, 1 worker', unthrottledOne),
    `| the same × ${THROTTLE} (a phone ${THROTTLE}x slower at everything, WebCrypto too) | ` +
      `${(unthrottledOne.medianS * THROTTLE).toFixed(2)} | ${(unthrottledOne.p95S * THROTTLE).toFixed(2)} | ` +
      `${(unthrottledOne.maxS * THROTTLE).toFixed(2)} | ${Math.round(unthrottledOne.attemptsPerSecond / THROTTLE)} | ` +
      `${at(unthrottledOne.attemptsPerSecond, THROTTLE)} |`,
    row('node, one core, native PBKDF2 (a script)', report.nodeOneCore),
    '',
    "Calibration: how far Chromium's CPU throttle reaches (ms; a 5·10⁷-step JavaScript loop, and 200 PBKDF2",
    'derivations of 1000 iterations, on the page and in a Web Worker):',
    '',
    '| throttle | page loop | worker loop | page PBKDF2 | worker PBKDF2 |',
    '| --- | --: | --: | --: | --: |',
    calibrationRow(unthrottledOne),
    calibrationRow(throttledOne),
    '',
  ].join('\n');
  process.stdout.write(`${table}\n`);
  writeBenchResults('challenge-cost', report, titledTable('Seat-hold proof of work: cost', report, table));
}

benchMain(import.meta.url, main, 600);
