// @ts-check
// Lighthouse (mobile, default simulated throttling) on the key public pages and axe-core on every public page in
// English and Tamil, against the built apps (dist/: run `npm run build` first; this script builds nothing).
//
//   node_modules/.bin/node bench/lighthouse.mjs
//
// Env: LIGHTHOUSE_RUNS (runs per page, median by Performance; default 3), CHROME_PATH (default /usr/bin/chromium),
// LIGHTHOUSE_WEB_DIST (the built web app to serve; default dist/apps/web).
// Writes bench/results/lighthouse.json and bench/results/lighthouse.md. See bench/README.md.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
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
const LIGHTHOUSE_PAGES = ['/', '/weekly-events', '/pitch-to-the-right-person', '/privacy_policy'];
/** Public pages beyond the sitemap: the landing copies, the payment results and the 404 page. */
const EXTRA_AXE_PAGES = ['/home', '/events', '/success', '/error', '/no-such-page'];
const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740, isMobile: true },
  { name: 'desktop', width: 1280, height: 800, isMobile: false },
];

export const lighthouseRuns = () => {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('LIGHTHOUSE_RUNS must be a positive integer');
  return runs;
};

/** Upper bound of one run, for the deadline (a Lighthouse run takes 10-30 s on 2 cores, an axe page 2-5 s). */
export function lighthouseBudgetSeconds() {
  return 180 + LIGHTHOUSE_PAGES.length * lighthouseRuns() * 60 + 40 * 2 * VIEWPORTS.length * 10;
}

/** The public pages, from the sitemap the build wrote (English entries only; Tamil is `?lang=ta`). */
function publicPaths() {
  const xml = readFileSync(join(webDistDir(), 'sitemap.xml'), 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]))
    .filter((url) => !url.searchParams.has('lang'))
    .map((url) => url.pathname);
  return [...new Set([...paths, ...EXTRA_AXE_PAGES])];
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
 * One Lighthouse run; a run that fails to record its trace (it happens on a busy machine) is repeated, twice at most.
 * @param {string} url
 * @param {number} port
 */
async function lighthouseOnce(url, port) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`lighthouse ${url}: no result`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    const problem = `lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt === 3) throw new Error(problem);
    log(`${problem}; again`);
  }
}

/**
 * Every Lighthouse page `runs` times; the run with the median Performance stands for the page.
 * @param {string} baseUrl
 * @param {number} runs
 */
async function runLighthouse(baseUrl, runs) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const removeCleanup = onCleanup(() => chrome.kill());
  const pages = [];
  try {
    for (const path of LIGHTHOUSE_PAGES) {
      const results = [];
      for (let run = 1; run <= runs; run += 1) {
        log(`lighthouse ${path} (run ${run}/${runs})`);
        const lhr = await lighthouseOnce(`${baseUrl}${path}`, chrome.port);
        results.push(lhr);
      }
      // The run with the median Performance score stands for the page; every run's scores are kept.
      const middle = median(results.map((lhr) => score(lhr.categories.performance)));
      const lhr =
        results.find((candidate) => score(candidate.categories.performance) === middle) ?? results[0];
      pages.push({
        path,
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(lhr.categories[id])])),
        runs: results.map((candidate) =>
          Object.fromEntries(CATEGORIES.map((id) => [id, score(candidate.categories[id])])),
        ),
        metrics: Object.fromEntries(
          [
            'first-contentful-paint',
            'largest-contentful-paint',
            'total-blocking-time',
            'cumulative-layout-shift',
            'speed-index',
          ].map((id) => [id, lhr.audits[id]?.displayValue ?? null]),
        ),
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
        failing: Object.fromEntries(CATEGORIES.map((id) => [id, failingAudits(lhr, id)])),
      });
    }
  } finally {
    await chrome.kill();
    removeCleanup();
  }
  return pages;
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
      for (const path of publicPaths()) {
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
 * @property {ReturnType<typeof machineInfo>} machine
 * @property {{ lighthouse: string, axeCore: string, chromium: string }} versions
 * @property {{ runs: number, pages: string[], chromeFlags: string[], targets: typeof TARGETS }} config
 * @property {Awaited<ReturnType<typeof runLighthouse>>} lighthouse
 * @property {Awaited<ReturnType<typeof runAxe>>} axe
 * @property {{ lighthouseMet: boolean, axePages: number, axeSeriousOrCritical: number }} summary
 */

/** @param {LighthouseReport} report */
function markdown(report) {
  const lines = [
    '# Lighthouse and axe-core: public pages',
    '',
    `\`${report.command}\` on ${report.timestamp} (${report.machine.cpuCount} × ${report.machine.cpuModel}, Node ${report.machine.node}, Lighthouse ${report.versions.lighthouse}, axe-core ${report.versions.axeCore}, ${report.versions.chromium}).`,
    `Lighthouse: mobile form factor, default simulated throttling, median of ${report.config.runs} run(s) by Performance.`,
    '',
    '| page | Performance | Accessibility | Best Practices | SEO | FCP | LCP | TBT | CLS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...report.lighthouse.map(
      (page) =>
        `| \`${page.path}\` | ${CATEGORIES.map((id) => page.scores[id]).join(' | ')} | ${page.metrics['first-contentful-paint']} | ${page.metrics['largest-contentful-paint']} | ${page.metrics['total-blocking-time']} | ${page.metrics['cumulative-layout-shift']} |`,
    ),
    '',
    `Targets (Performance ≥ ${TARGETS.performance}, the others ${TARGETS.accessibility}): ${report.summary.lighthouseMet ? 'met' : 'NOT met'}.`,
  ];
  const failing = report.lighthouse.flatMap((page) =>
    CATEGORIES.flatMap((id) =>
      page.failing[id].map(
        (audit) =>
          `- \`${page.path}\` ${id}: ${audit.id} (${audit.title}${audit.displayValue ? `, ${audit.displayValue}` : ''})` +
          audit.items.map((item) => `\n  - ${item}`).join(''),
      ),
    ),
  );
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
  /** @type {import('./lib/harness.mjs').RunOptions} */
  const options = {
    name: 'lighthouse',
    variant: 'web',
    database: 'eventdesk_lighthouse',
    queuePrefix: 'lighthouse',
    build: false,
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
    machine: machineInfo(),
    versions: {
      lighthouse: require('lighthouse/package.json').version,
      axeCore: require('axe-core/package.json').version,
      chromium: chromiumVersion,
    },
    config: { runs, pages: LIGHTHOUSE_PAGES, chromeFlags: CHROME_FLAGS, targets: TARGETS },
    lighthouse: lighthousePages,
    axe,
    summary: {
      lighthouseMet: lighthousePages.every((page) =>
        CATEGORIES.every((id) => (page.scores[id] ?? 0) >= TARGETS[id]),
      ),
      axePages: axe.length,
      axeSeriousOrCritical: axe.reduce((sum, r) => sum + r.serious + r.critical, 0),
    },
  };
  publishResults('lighthouse', report, markdown(report));
  return report;
}

benchMain(import.meta.url, () => runLighthouseBench(), lighthouseBudgetSeconds());
