// @ts-check
// Lighthouse (mobile, default simulated throttling) on every public page of the sitemap, each first run cold, and
// axe-core on every public page in English and Tamil, against the built apps (dist/: run `npm run build` first; this
// script builds nothing).
//
//   node_modules/.bin/node bench/lighthouse.mjs
//
// Env: LIGHTHOUSE_RUNS (runs per key page after the cold pass, median by Performance; default 3), LIGHTHOUSE_PAGES
// (comma-separated paths: Lighthouse on those only, e.g. /,/weekly-events), LIGHTHOUSE_TAMIL (`key`, the default: the
// key pages also in Tamil; `all`: every page), LIGHTHOUSE_LHR_DIR (writes every run's full Lighthouse result there, to
// profile a page), CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_WEB_DIST (the
// built web app to serve; default dist/apps/web).
// Writes bench/results/lighthouse.json and bench/results/lighthouse.md. See bench/README.md.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from './lib/chromium.mjs';
import { invocation, machineInfo } from './lib/common.mjs';
import { benchMain, publishResults, runWithStack } from './lib/harness.mjs';
import { log, onCleanup } from './lib/procs.mjs';
import { webDistDir } from './lib/stack.mjs';

const require = createRequire(import.meta.url);
/** @type {(keyof typeof TARGETS)[]} */
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Issue targets: Performance >= 95, the others 100; axe: no serious or critical violation. */
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
/** Issue 18's budget: Total Blocking Time under this, cold as warm. */
const TBT_BUDGET_MS = 150;
/** The pages run LIGHTHOUSE_RUNS more times after the cold pass (median by Performance). */
const KEY_PAGES = ['/', '/weekly-events', '/pitch-to-the-right-person', '/privacy_policy'];
/** Public pages beyond the sitemap: the landing copies, the payment results and the 404 page. */
const EXTRA_AXE_PAGES = ['/home', '/events', '/success', '/error', '/no-such-page'];
const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740, isMobile: true },
  { name: 'desktop', width: 1280, height: 800, isMobile: false },
];
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

export const lighthouseRuns = () => {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('LIGHTHOUSE_RUNS must be a positive integer');
  return runs;
};

/** The sitemap's pages, from the sitemap the build wrote (English entries only; Tamil is `?lang=ta`). */
function sitemapPaths() {
  const xml = readFileSync(join(webDistDir(), 'sitemap.xml'), 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]))
    .filter((url) => !url.searchParams.has('lang'))
    .map((url) => url.pathname);
  return [...new Set(paths)];
}

/** Every public page, for axe: the sitemap's and the extras. */
const publicPaths = () => [...new Set([...sitemapPaths(), ...EXTRA_AXE_PAGES])];

/**
 * Only the paths LIGHTHOUSE_PAGES names, when it is set (quick tries).
 * @param {string[]} paths
 */
function selectedPaths(paths) {
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((path) => path.trim());
  return only ? paths.filter((path) => only.includes(path)) : paths;
}

/**
 * A page Lighthouse audits: its path and language (Tamil is `?lang=ta`).
 * @typedef {{ path: string, language: 'en' | 'ta' }} LighthouseTarget
 */

/** @param {LighthouseTarget} target */
const targetLabel = ({ path, language }) => `${path}${language === 'ta' ? '?lang=ta' : ''}`;

/**
 * The cold pass: every sitemap page in English, and in Tamil the key pages (LIGHTHOUSE_TAMIL=all: every page).
 * @returns {LighthouseTarget[]}
 */
function coldTargets() {
  const english = selectedPaths(sitemapPaths());
  const tamil =
    process.env.LIGHTHOUSE_TAMIL === 'all' ? english : english.filter((path) => KEY_PAGES.includes(path));
  return [
    ...english.map((path) => /** @type {LighthouseTarget} */ ({ path, language: 'en' })),
    ...tamil.map((path) => /** @type {LighthouseTarget} */ ({ path, language: 'ta' })),
  ];
}

/** Upper bound of one run, for the deadline (a Lighthouse run takes 10-30 s on 2 cores, an axe page 2-5 s). */
export function lighthouseBudgetSeconds() {
  const coldPages = existsSync(join(webDistDir(), 'sitemap.xml')) ? coldTargets().length : 30;
  const axePages = existsSync(join(webDistDir(), 'sitemap.xml')) ? publicPaths().length : 20;
  return 180 + (coldPages + KEY_PAGES.length * lighthouseRuns()) * 60 + axePages * 2 * VIEWPORTS.length * 10;
}

/** @typedef {import('lighthouse').Result} LighthouseResult */
/** @typedef {LighthouseResult['audits'][string]} LighthouseAudit */

/**
 * A category's score out of 100, or null when it has none.
 * @param {{ score: number | null } | undefined} category
 */
const score = (category) =>
  category?.score === null || category?.score === undefined ? null : Math.round(category.score * 100);
/**
 * The middle value; a missing score sorts as 0.
 * @param {(number | null)[]} values
 */
const median = (values) => [...values].sort((a, b) => Number(a) - Number(b))[Math.floor(values.length / 2)];

/**
 * What auditItems reads of an item of an audit's details (Lighthouse's own union is far wider; any may be missing).
 * @typedef {object} AuditItem
 * @property {string} [issueType]
 * @property {string} [description]
 * @property {string} [url]
 * @property {{ url?: string }} [source]
 * @property {{ url?: string }} [sourceLocation]
 * @property {{ snippet?: string, nodeLabel?: string }} [node]
 * @property {{ items?: { url?: string, sourceLocation?: { url?: string } }[] }} [subItems]
 */

/**
 * A short, readable line for each of the first items an audit lists (what to fix, where).
 * @param {LighthouseAudit} audit
 */
function auditItems(audit) {
  const details = /** @type {{ items?: AuditItem[] } | undefined} */ (audit.details);
  const items = details?.items ?? [];
  return items.slice(0, 5).map((item) => {
    const parts = [
      item.issueType,
      item.description,
      item.url,
      item.source?.url,
      item.sourceLocation?.url,
      item.node?.snippet,
      item.node?.nodeLabel,
    ];
    const nested = (item.subItems?.items ?? [])
      .slice(0, 3)
      .map((sub) => sub.url ?? sub.sourceLocation?.url ?? JSON.stringify(sub).slice(0, 160));
    return [...parts, ...nested].filter(Boolean).join(' | ').slice(0, 300);
  });
}

/**
 * @param {LighthouseResult} lhr
 * @param {string} categoryId
 */
function failingAudits(lhr, categoryId) {
  const ignored = new Set(['informative', 'manual', 'notApplicable']);
  return lhr.categories[categoryId].auditRefs
    .filter((ref) => ref.weight > 0 || categoryId !== 'performance')
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) => audit && audit.score !== null && audit.score < 1 && !ignored.has(audit.scoreDisplayMode),
    )
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      displayValue: audit.displayValue ?? null,
      items: auditItems(audit),
    }));
}

/**
 * One Lighthouse run in a browser of its own; a run that fails to record its trace (it happens on a busy machine) is
 * repeated, twice at most. Lighthouse clears the cache but keeps cookies and localStorage between runs: in one
 * browser, the `?lang=ta` pages left the Tamil choice stored and every later English run measured a Tamil reader
 * (the page rendered afresh in Tamil: largest paint 3.5 s instead of 1.2 s, and a canonical link Lighthouse rejects).
 * @param {string} url
 */
async function lighthouseOnce(url) {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
    });
    const removeCleanup = onCleanup(() => chrome.kill());
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    }).finally(async () => {
      await chrome.kill();
      removeCleanup();
    });
    if (!result) throw new Error(`lighthouse ${url}: no result`);
    const { lhr } = result;
    if (!lhr.runtimeError) {
      const lhrDir = process.env.LIGHTHOUSE_LHR_DIR;
      if (lhrDir) {
        mkdirSync(lhrDir, { recursive: true });
        const name = new URL(url).pathname.replace(/\W+/g, '-') + new URL(url).search.replace(/\W+/g, '-');
        writeFileSync(join(lhrDir, `${name}-${new Date().toISOString()}.json`), JSON.stringify(lhr));
      }
      return lhr;
    }
    const problem = `lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt === 3) throw new Error(problem);
    log(`${problem}; again`);
  }
}

/**
 * The scripts index.html loads before anything else (its module script and modulepreloads): the entry that
 * scripts/check-web-build.mjs budgets.
 */
function entryScriptPaths() {
  const html = readFileSync(join(webDistDir(), 'index.html'), 'utf8');
  const tags = [
    ...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g),
  ];
  return new Set(tags.map((match) => match[1]));
}

/**
 * The items of an audit's table (any field may be missing).
 * @param {LighthouseResult} lhr
 * @param {string} id
 */
const tableItems = (lhr, id) =>
  /** @type {Record<string, unknown>[]} */ (
    /** @type {{ items?: unknown[] } | undefined} */ (lhr.audits[id]?.details)?.items ?? []
  );

/**
 * What one run measured: scores, metrics, TBT in ms and the script it fetched (transfer bytes: the entry, all).
 * @param {LighthouseResult} lhr
 * @param {Set<string>} entryPaths
 */
function runFigures(lhr, entryPaths) {
  const requests = tableItems(lhr, 'network-requests');
  const transferBytes = (/** @type {(item: Record<string, unknown>) => boolean} */ keep) =>
    requests.filter(keep).reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(lhr.categories[id])])),
    metrics: Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? null])),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    entryBytes: transferBytes((item) => entryPaths.has(new URL(String(item.url)).pathname)),
    scriptBytes: transferBytes((item) => item.resourceType === 'Script'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

/**
 * Where the main thread's time went (Lighthouse's own diagnostics), to profile a slow page from the JSON.
 * @param {LighthouseResult} lhr
 */
function diagnostics(lhr) {
  const ms = (/** @type {unknown} */ value) => Math.round(Number(value ?? 0));
  return {
    mainThread: tableItems(lhr, 'mainthread-work-breakdown').map((item) => ({
      group: item.groupLabel ?? item.group,
      ms: ms(item.duration),
    })),
    bootup: tableItems(lhr, 'bootup-time')
      .slice(0, 5)
      .map((item) => ({ url: item.url, totalMs: ms(item.total), scriptingMs: ms(item.scripting) })),
    longTasks: tableItems(lhr, 'long-tasks')
      .slice(0, 5)
      .map((item) => ({ url: item.url, startMs: ms(item.startTime), durationMs: ms(item.duration) })),
    unusedJavascript: tableItems(lhr, 'unused-javascript')
      .slice(0, 5)
      .map((item) => ({ url: item.url, totalBytes: item.totalBytes, wastedBytes: item.wastedBytes })),
  };
}

/**
 * Whether a run misses issue 18's bar: Performance under target or TBT at or over the budget.
 * @param {ReturnType<typeof runFigures>} figures
 */
const missesBar = (figures) =>
  (figures.scores.performance ?? 0) < TARGETS.performance || figures.tbtMs >= TBT_BUDGET_MS;

/**
 * First the cold pass: each page once, the first request of that page since the stack started (no warm-up; every
 * run in a new browser profile: nothing cached or stored). Then each key page `runs` more times;
 * the run with the median Performance score stands for the page, every run's scores are kept.
 * @param {string} baseUrl
 * @param {number} runs
 */
async function runLighthouse(baseUrl, runs) {
  const entryPaths = entryScriptPaths();
  const cold = [];
  const keyPages = [];
  for (const target of coldTargets()) {
    const page = targetLabel(target);
    log(`lighthouse ${page} (cold)`);
    const lhr = await lighthouseOnce(`${baseUrl}${page}`);
    const figures = runFigures(lhr, entryPaths);
    cold.push({
      page,
      ...target,
      ...figures,
      flagged: missesBar(figures),
      failing: Object.fromEntries(CATEGORIES.map((id) => [id, failingAudits(lhr, id)])),
      diagnostics: diagnostics(lhr),
    });
  }
  for (const path of selectedPaths(KEY_PAGES)) {
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      log(`lighthouse ${path} (run ${run}/${runs})`);
      results.push(await lighthouseOnce(`${baseUrl}${path}`));
    }
    const middle = median(results.map((lhr) => score(lhr.categories.performance)));
    const lhr = results.find((candidate) => score(candidate.categories.performance) === middle) ?? results[0];
    const figures = runFigures(lhr, entryPaths);
    keyPages.push({
      path,
      median: { ...figures, flagged: missesBar(figures) },
      runs: results.map((candidate) => runFigures(candidate, entryPaths)),
      failing: Object.fromEntries(CATEGORIES.map((id) => [id, failingAudits(lhr, id)])),
    });
  }
  return { cold, keyPages };
}

/**
 * axe-core's findings on one page load.
 * @typedef {object} AxePage
 * @property {string} path
 * @property {string} language
 * @property {string} viewport
 * @property {number} critical
 * @property {number} serious
 * @property {number} moderate
 * @property {number} minor
 * @property {{ id: string, impact: string | null | undefined, nodes: number, help: string, targets: string[] }[]} violations
 */

/**
 * axe-core on every public page, in both languages, at both viewports.
 * @param {string} baseUrl
 * @returns {Promise<AxePage[]>}
 */
async function runAxe(baseUrl) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  const removeCleanup = onCleanup(() => browser.close());
  /** @type {AxePage[]} */
  const results = [];
  try {
    for (const viewport of VIEWPORTS) {
      for (const path of selectedPaths(publicPaths())) {
        for (const language of ['en', 'ta']) {
          const context = await browser.newContext({
            viewport: { width: viewport.width, height: viewport.height },
            isMobile: viewport.isMobile,
            hasTouch: viewport.isMobile,
          });
          const page = await context.newPage();
          const url = `${baseUrl}${path}${language === 'ta' ? '?lang=ta' : ''}`;
          await page.goto(url, { waitUntil: 'networkidle' });
          await page.locator('h1').first().waitFor();
          const { violations } = await new AxeBuilder({ page }).analyze();
          /** @param {'minor' | 'moderate' | 'serious' | 'critical'} impact */
          const count = (impact) => violations.filter((violation) => violation.impact === impact).length;
          results.push({
            path,
            language,
            viewport: viewport.name,
            critical: count('critical'),
            serious: count('serious'),
            moderate: count('moderate'),
            minor: count('minor'),
            violations: violations.map((violation) => ({
              id: violation.id,
              impact: violation.impact,
              nodes: violation.nodes.length,
              help: violation.help,
              targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
            })),
          });
          log(
            `axe ${viewport.name} ${language} ${path}: ${violations.map((v) => `${v.id}(${v.impact})`).join(', ') || 'clean'}`,
          );
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    removeCleanup();
  }
  return results;
}

/**
 * The Lighthouse bench's report (bench/results/lighthouse.json).
 * @typedef {object} LighthouseReport
 * @property {string} bench
 * @property {string} timestamp
 * @property {string} command
 * @property {ReturnType<typeof machineInfo> & { loadAverage: { start: number[], end: number[] } }} machine
 * @property {{ lighthouse: string, axeCore: string, chromium: string }} versions
 * @property {{ runs: number, keyPages: string[], chromeFlags: string[], targets: typeof TARGETS, tbtBudgetMs: number }} config
 * @property {Awaited<ReturnType<typeof runLighthouse>>} lighthouse
 * @property {Awaited<ReturnType<typeof runAxe>>} axe
 * @property {{ lighthouseMet: boolean, underBar: string[], axePages: number, axeSeriousOrCritical: number }} summary
 */

/** @param {number} bytes */
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * Whether a run has every category on target and TBT under the budget.
 * @param {ReturnType<typeof runFigures>} figures
 */
const meetsTargets = (figures) =>
  figures.tbtMs < TBT_BUDGET_MS && CATEGORIES.every((id) => (figures.scores[id] ?? 0) >= TARGETS[id]);

/**
 * @param {{ failing: Record<string, ReturnType<typeof failingAudits>> }} run
 * @param {string} page
 * @param {'cold' | 'median'} kind
 */
const failingLines = (run, page, kind) =>
  CATEGORIES.flatMap((id) =>
    run.failing[id].map(
      (audit) =>
        `- \`${page}\` (${kind}) ${id}: ${audit.id} (${audit.title}${audit.displayValue ? `, ${audit.displayValue}` : ''})` +
        audit.items.map((item) => `\n  - ${item}`).join(''),
    ),
  );

/** @param {LighthouseReport} report */
function markdown(report) {
  const { cold, keyPages } = report.lighthouse;
  const load = (/** @type {number[]} */ averages) => averages.map((value) => value.toFixed(2)).join(', ');
  const lines = [
    '# Lighthouse and axe-core: public pages',
    '',
    `\`${report.command}\` on ${report.timestamp} (${report.machine.cpuCount} × ${report.machine.cpuModel}, Node ${report.machine.node}, Lighthouse ${report.versions.lighthouse}, axe-core ${report.versions.axeCore}, ${report.versions.chromium}).`,
    `Load average (1, 5, 15 min): ${load(report.machine.loadAverage.start)} at the start, ${load(report.machine.loadAverage.end)} at the end (TBT grows with the load).`,
    "Lighthouse: mobile form factor, default simulated throttling. Entry: the transfer bytes of index.html's scripts (its module script and modulepreloads); JS: every script the page fetched.",
    '',
    `## Cold: each page's first run since the server started`,
    '',
    '| page | Performance | Accessibility | Best Practices | SEO | FCP | LCP | TBT | CLS | entry | JS | |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...cold.map(
      (run) =>
        `| \`${run.page}\` | ${CATEGORIES.map((id) => run.scores[id]).join(' | ')} | ${run.metrics['first-contentful-paint']} | ${run.metrics['largest-contentful-paint']} | ${run.metrics['total-blocking-time']} | ${run.metrics['cumulative-layout-shift']} | ${kB(run.entryBytes)} | ${kB(run.scriptBytes)} | ${run.flagged ? '**under the bar**' : ''} |`,
    ),
    '',
    `## Key pages: cold run beside the median of ${report.config.runs} later run(s) by Performance`,
    '',
    '| page | Performance cold | Performance median | runs | TBT cold | TBT median | entry | |',
    '| --- | ---: | ---: | --- | ---: | ---: | ---: | --- |',
    ...keyPages.map((page) => {
      const coldRun = cold.find((run) => run.page === page.path);
      return `| \`${page.path}\` | ${coldRun?.scores.performance ?? 'n/a'} | ${page.median.scores.performance} | ${page.runs.map((run) => run.scores.performance).join(', ')} | ${coldRun ? `${coldRun.tbtMs} ms` : 'n/a'} | ${page.median.tbtMs} ms | ${kB(page.median.entryBytes)} | ${page.median.flagged ? '**under the bar**' : ''} |`;
    }),
    '',
    `Targets (Performance ≥ ${TARGETS.performance} and TBT < ${TBT_BUDGET_MS} ms on every cold run and key-page median; the other categories ${TARGETS.accessibility}): ${report.summary.lighthouseMet ? 'met' : 'NOT met'}.`,
    `Under the bar (Performance < ${TARGETS.performance} or TBT ≥ ${TBT_BUDGET_MS} ms): ${report.summary.underBar.map((label) => `\`${label}\``).join(', ') || 'none'}.`,
  ];
  const profiles = cold
    .filter((run) => run.flagged)
    .map(
      (run) =>
        `- \`${run.page}\`: main thread ${run.diagnostics.mainThread.map((item) => `${item.group} ${item.ms} ms`).join(', ')}; ` +
        `scripts ${run.diagnostics.bootup.map((item) => `${item.url} ${item.totalMs} ms`).join(', ')}`,
    );
  if (profiles.length)
    lines.push('', 'Where the time went on the pages under the bar (cold run):', '', ...profiles);
  const failing = [
    ...cold.flatMap((run) => failingLines(run, run.page, 'cold')),
    ...keyPages.flatMap((page) => failingLines(page, page.path, 'median')),
  ];
  if (failing.length) lines.push('', 'Audits below full marks:', '', ...failing);
  lines.push(
    '',
    `axe-core (all rules) on ${report.summary.axePages} page loads: every public page in English and Tamil (\`?lang=ta\`), phone (360 px) and desktop (1280 px).`,
    '',
    '| page | language | viewport | critical | serious | moderate | minor |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: |',
    ...report.axe.map(
      (r) =>
        `| \`${r.path}\` | ${r.language} | ${r.viewport} | ${r.critical} | ${r.serious} | ${r.moderate} | ${r.minor} |`,
    ),
    '',
    `Serious or critical violations: ${report.summary.axeSeriousOrCritical}${report.summary.axeSeriousOrCritical ? '' : ' (target met)'}.`,
  );
  const rules = report.axe.flatMap((r) =>
    r.violations.map(
      (v) =>
        `- \`${r.path}\` ${r.language} ${r.viewport}: ${v.id} (${v.impact}, ${v.nodes} nodes): ${v.help}`,
    ),
  );
  if (rules.length) lines.push('', 'Violations:', '', ...rules);
  return `${lines.join('\n')}\n`;
}

/** Needs the web app built too (npm run build); builds nothing itself. */
export async function runLighthouseBench() {
  const runs = lighthouseRuns();
  const loadAtStart = loadavg();
  /** @type {import('./lib/harness.mjs').RunOptions} */
  const options = {
    name: 'lighthouse',
    variant: 'web',
    database: 'eventdesk_lighthouse',
    queuePrefix: 'lighthouse',
    build: false,
    // Every page asks payment-service whether this is a trial deployment (the test-payments banner).
    stack: { extraServices: ['payment'], livePayments: true },
  };
  // The measure's parameter is typed by hand: with an inferred one, TypeScript (in JSDoc) infers `any` for T.
  const { lighthousePages, axe } = await runWithStack(
    options,
    async (/** @type {import('./lib/harness.mjs').Run} */ { stack }) => ({
      lighthousePages: await runLighthouse(stack.gatewayUrl, runs),
      axe: await runAxe(stack.gatewayUrl),
    }),
  );
  const chromiumVersion = await chromium
    .launch({ executablePath: CHROME_PATH, headless: true, args: ['--no-sandbox'] })
    .then(async (browser) => {
      const version = browser.version();
      await browser.close();
      return `Chromium ${version}`;
    })
    .catch(() => 'Chromium');
  /** @type {LighthouseReport} */
  const report = {
    bench: 'lighthouse',
    timestamp: new Date().toISOString(),
    command: invocation(),
    machine: { ...machineInfo(), loadAverage: { start: loadAtStart, end: loadavg() } },
    versions: {
      lighthouse: require('lighthouse/package.json').version,
      axeCore: require('axe-core/package.json').version,
      chromium: chromiumVersion,
    },
    config: {
      runs,
      keyPages: KEY_PAGES,
      chromeFlags: CHROME_FLAGS,
      targets: TARGETS,
      tbtBudgetMs: TBT_BUDGET_MS,
    },
    lighthouse: lighthousePages,
    axe,
    summary: {
      lighthouseMet:
        lighthousePages.cold.every(meetsTargets) &&
        lighthousePages.keyPages.every((page) => meetsTargets(page.median)),
      underBar: [
        ...lighthousePages.cold.filter((run) => run.flagged).map((run) => `${run.page} (cold)`),
        ...lighthousePages.keyPages
          .filter((page) => page.median.flagged)
          .map((page) => `${page.path} (median)`),
      ],
      axePages: axe.length,
      axeSeriousOrCritical: axe.reduce((sum, r) => sum + r.serious + r.critical, 0),
    },
  };
  publishResults('lighthouse', report, markdown(report));
  return report;
}

benchMain(import.meta.url, () => runLighthouseBench(), lighthouseBudgetSeconds());
