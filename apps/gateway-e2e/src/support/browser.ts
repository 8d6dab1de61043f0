import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const SCREENSHOT_DIR = resolve(__dirname, '../../../../artifacts/screenshots');

/**
 * Debian's chromium, headless, with the flags this closed network needs (no background connections).
 * Playwright gives each launch a fresh temporary profile.
 */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** A phone-sized page (360 px wide), as most visitors use. */
export async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

/**
 * Waits until the web app runs on the page. A public page arrives as prerendered HTML, readable (and with its h1)
 * before its scripts have hydrated it; #root loses its `data-prerendered` marker once they have.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('#root:not([data-prerendered])').waitFor({ state: 'attached' });
}
