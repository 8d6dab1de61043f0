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

/** The whole page by default; `fullPage: false` shows what the viewport shows (a dialog where the person sees it). */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage });
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

/** The little of the page's DOM the check reads (this project's Node types have no DOM library). */
interface ScrollBox {
  tagName: string;
  id: string;
  className: unknown;
  scrollWidth: number;
  clientWidth: number;
}
interface PageGlobals {
  document: { documentElement: ScrollBox; querySelectorAll(selector: string): Iterable<ScrollBox> };
  getComputedStyle(element: ScrollBox): { overflowX: string };
}

/**
 * What scrolls sideways on the page: the document itself and every element whose overflow-x lets it scroll, each
 * with its scrollWidth and clientWidth. Empty when everything fits the viewport's width.
 */
export function sidewaysScrolling(
  page: Page,
): Promise<Array<{ element: string; scrollWidth: number; clientWidth: number }>> {
  return page.evaluate(() => {
    const { document, getComputedStyle } = globalThis as unknown as PageGlobals;
    const scrollers = [...document.querySelectorAll('body *')].filter((element) =>
      ['auto', 'scroll'].includes(getComputedStyle(element).overflowX),
    );
    return [document.documentElement, ...scrollers]
      .filter((element) => element.scrollWidth > element.clientWidth)
      .map((element) => ({
        element: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} ${String(element.className)}`,
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
  });
}
