import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import en from '@/i18n/en.json';
import ta from '@/i18n/ta.json';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n';
import { renderRoute } from '@/testing/render-route';

describe('router', () => {
  // The areas are lazy chunks: their first transform can take longer than findBy's 1 s on a busy machine.
  beforeAll(async () => {
    await Promise.all([
      import('@/app/routes/public-area'),
      import('@/app/routes/programme-area'),
      import('@/app/routes/admin-area'),
    ]);
  }, 60_000);

  it('shows the landing page at /', async () => {
    renderRoute(paths.root.getHref());
    expect((await screen.findByTestId('landing-title')).textContent).toBe(en.landing.hero.title);
  });

  it('switches the landing title to Tamil and back, and remembers the choice', async () => {
    renderRoute(paths.root.getHref());
    await screen.findByTestId('landing-title');

    fireEvent.click(screen.getByTestId('language-switch'));
    expect((await screen.findByTestId('landing-title')).textContent).toBe(ta.landing.hero.title);
    expect(document.documentElement.lang).toBe('ta');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ta');
    expect(screen.getByTestId('language-switch').textContent).toBe('English');

    fireEvent.click(screen.getByTestId('language-switch'));
    expect((await screen.findByTestId('landing-title')).textContent).toBe(en.landing.hero.title);
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows 404 Page Not Found with a link home for an unknown path', async () => {
    renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: en.notFound.page.backHome }).getAttribute('href')).toBe('/');
  });

  it.each([
    '/home',
    '/events',
    '/weekly-events',
    '/pitch-to-the-right-person',
    '/payment/ref-1',
    '/payment_test/ref-1',
    '/registration-success/ref-1',
    '/additional-ticket/ref-1',
    '/attendance/ref-1',
    '/success',
    '/error',
    '/miracle',
    '/vairagiya',
    '/mission_millionaire',
    '/personalmentor',
    '/dreamtodesire',
    '/terms_and_condition',
    '/privacy_policy',
    '/refundpolicy',
    '/disclaimer',
    '/admin/login',
    '/admin/dashboard',
    '/qr-scanner',
  ])('%s renders a translated page, not the 404', async (url) => {
    renderRoute(url);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).not.toBe(en.notFound.page.title);
    // i18next answers a missing key with the key itself.
    expect(heading.textContent).not.toMatch(/^[a-zA-Z]+(\.[a-zA-Z]+)+$/);
  });
});
