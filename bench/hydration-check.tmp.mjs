import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startWebStack } from './lib/web-stack.mjs';
const stack = await startWebStack({ database: 'eventdesk_hydration_check', queuePrefix: 'hydcheck', logDir: join(tmpdir(), 'hydcheck-logs') });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
try {
  const pages = (process.env.PAGES ?? '/,/weekly-events,/pitch-to-the-right-person,/privacy_policy,/home,/events,/miracle,/admin/login,/error,/no-such-page').split(',');
  for (const path of pages) for (const suffix of ['', '?lang=ta']) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const messages = [];
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text().slice(0, 300)}`); });
    page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
    const res = await page.goto(`${stack.baseUrl}${path}${suffix}`, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor();
    const head = await page.evaluate(() => ({ lang: document.documentElement.lang, title: document.title, canon: [...document.querySelectorAll('link[rel=canonical]')].map(l => l.href), alt: document.querySelectorAll('link[rel=alternate]').length, desc: document.querySelectorAll('meta[name=description]').length, pre: document.querySelectorAll('[data-prerendered]').length, h1: document.querySelector('h1')?.textContent?.slice(0,40) }));
    console.log(path + suffix, res.status(), res.headers()['content-encoding'] ?? '-', JSON.stringify(head), messages.length ? '\n   ' + messages.join('\n   ') : 'clean');
    await context.close();
  }
  if (process.env.STORED_TA) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const messages = [];
    page.on('console', (m) => { if (m.type() === 'error') messages.push(m.text().slice(0, 300)); });
    await page.goto(`${stack.baseUrl}/privacy_policy?lang=ta`, { waitUntil: 'networkidle' });
    await page.goto(`${stack.baseUrl}/weekly-events`, { waitUntil: 'networkidle' });
    console.log('stored ta, plain URL:', await page.evaluate(() => [document.documentElement.lang, document.querySelector('h1')?.textContent, document.querySelectorAll('#root > *').length]), messages);
  }
} finally { await browser.close(); await stack.stop(); }
