import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startWebStack } from './lib/web-stack.mjs';
const stack = await startWebStack({ database: 'eventdesk_hydration_check', queuePrefix: 'hydcheck', logDir: join(tmpdir(), 'hydcheck-logs') });
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'], logLevel: 'silent' });
try {
  for (const path of (process.env.PAGES ?? '/privacy_policy,/').split(',')) {
    const { lhr } = await lighthouse(`${stack.baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const m = lhr.audits.metrics.details.items[0];
    console.log(path, 'score', lhr.categories.performance.score, 'FCP', Math.round(m.firstContentfulPaint), 'LCP', Math.round(m.largestContentfulPaint), 'TBT', Math.round(m.totalBlockingTime), 'obsFCP', Math.round(m.observedFirstContentfulPaint), 'obsDCL', Math.round(m.observedDomContentLoaded), 'obsLoad', Math.round(m.observedLoad));
    console.log('  long tasks:', JSON.stringify((lhr.audits['long-tasks']?.details?.items ?? []).map(i => [i.url?.split('/').pop(), Math.round(i.startTime), Math.round(i.duration)])));
    console.log('  bootup:', JSON.stringify((lhr.audits['bootup-time']?.details?.items ?? []).map(i => [i.url?.split('/').pop(), Math.round(i.total), Math.round(i.scripting), Math.round(i.scriptParseCompile)])));
    console.log('  requests:', JSON.stringify((lhr.audits['network-requests']?.details?.items ?? []).map(i => [i.url.split('/').pop().slice(0,30), i.priority, Math.round(i.networkRequestTime), Math.round(i.networkEndTime), i.transferSize])));
    writeFileSync(`/tmp/lhr${path.replace(/\W/g,'_')}.json`, JSON.stringify(lhr));
  }
} finally { await chrome.kill(); await stack.stop(); }
