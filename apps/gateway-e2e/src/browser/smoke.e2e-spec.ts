import type { Browser } from 'playwright-core';
import { launchBrowser, phonePage, screenshot, waitForApp } from '../support/browser';
import { startStack, type Stack } from '../support/stack';

describe('browser smoke: the built web app served by the gateway', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startStack('browser');
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('loads / in English, switches to Tamil and shows Tamil text', async () => {
    const page = await phonePage(browser);
    await page.goto(`${stack.baseUrl}/`);
    await waitForApp(page);
    const title = page.getByTestId('landing-title');
    await title.waitFor();
    expect(await title.textContent()).toMatch(/Coimbatore/);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await screenshot(page, 'smoke-landing-en');

    await page.getByTestId('language-switch').click();
    await page.locator('html[lang="ta"]').waitFor({ state: 'attached' });
    const tamil = await title.textContent();
    expect(tamil).toMatch(/[\u0B80-\u0BFF]/);
    await screenshot(page, 'smoke-landing-ta');
  });

  it('serves client-side routes directly and answers unknown paths with HTTP 404 and the 404 page', async () => {
    const page = await phonePage(browser);
    const known = await page.goto(`${stack.baseUrl}/registration-success/AAAAAAAAAAAAAAAAAAAAAA`);
    expect(known?.status()).toBe(200);
    const response = await page.goto(`${stack.baseUrl}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByText('404 Page Not Found').waitFor();
    await screenshot(page, 'smoke-404');
  });
});
