import { defaultEventSettings, toPublicSettings } from '@eventdesk/contracts/settings';
import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { SiteFooter } from '@/components/layouts/site-footer';
import { fakeApi } from '@/testing/fake-api';

const eventOn = (date: string) =>
  toPublicSettings({ ...defaultEventSettings, event: { ...defaultEventSettings.event, date } });

const footer = () => (
  <AppProvider>
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>
  </AppProvider>
);

const copyright = () => screen.getByTestId('footer-copyright').textContent;

describe('SiteFooter copyright year', () => {
  it("shows the clock's year until the settings arrive, then the event's year", async () => {
    const year = new Date().getFullYear();
    let answer: (settings: ReturnType<typeof eventOn>) => void = () => undefined;
    fakeApi().on('GET /api/settings', () => new Promise((resolve) => (answer = resolve)));
    render(footer());
    expect(copyright()).toBe(`© ${year} Coimbatore Business Conference. All rights reserved.`);

    await waitFor(() => expect(answer).not.toBe(undefined));
    await act(async () => answer(eventOn('2031-10-25')));
    await waitFor(() => expect(copyright()).toContain('© 2031 '));
  });

  it('is left out of the prerendered HTML, so hydrating it raises no mismatch, and filled in after', async () => {
    fakeApi().on('GET /api/settings', eventOn('2031-10-25'));
    const html = renderToString(footer());
    expect(html).toContain('© Coimbatore Business Conference. All rights reserved.');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const consoleError = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, footer(), { onRecoverableError: recoverable });
    });
    await waitFor(() => expect(copyright()).toContain('© 2031 '));
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    container.remove();
  });
});
