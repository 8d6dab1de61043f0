import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/i18n/en.json';
import { renderRoute } from '@/testing/render-route';

beforeEach(() => {
  // jsdom has no layout: scrolling after a navigation is a no-op here.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

async function openPage(url = '/terms_and_condition') {
  const view = renderRoute(url);
  await screen.findByRole('heading', { level: 1 });
  const button = screen.getByTestId('mobile-menu-button');
  const panel = screen.getByTestId('mobile-menu');
  return { ...view, button, panel };
}

/**
 * Opens the menu and returns the button and panel as they are then: on a busy machine the page's lazy parts may still
 * be mounting after the first heading shows, and a click on a header that is then replaced is lost.
 */
async function openMenu() {
  await waitFor(() => {
    const button = screen.getByTestId('mobile-menu-button');
    if (button.getAttribute('aria-expanded') !== 'true') {
      fireEvent.click(button);
    }
    expect(screen.getByTestId('mobile-menu').hidden).toBe(false);
  });
  return { button: screen.getByTestId('mobile-menu-button'), panel: screen.getByTestId('mobile-menu') };
}

describe('mobile menu', () => {
  it('starts closed, and the button says what it controls', async () => {
    const { button, panel } = await openPage();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(panel.id);
    expect(button.getAttribute('aria-label')).toBe(en.layout.header.menuOpen);
    expect(panel.hidden).toBe(true);
  });

  it('opens with the navigation and every programme, and closes on Escape with focus back on the button', async () => {
    await openPage();
    const { button, panel } = await openMenu();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe(en.layout.header.menuClose);
    expect(panel.hidden).toBe(false);
    const menu = within(panel);
    for (const label of [
      en.layout.header.home,
      en.layout.header.about,
      en.layout.header.events,
      en.layout.header.weeklyEvents,
      en.layout.header.contact,
      en.layout.programmes.miracle,
      en.layout.programmes.dreamToDesire,
    ]) {
      expect(menu.getByRole('link', { name: label })).toBeTruthy();
    }

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('navigates with a link and closes', async () => {
    const { router } = await openPage();
    const { panel } = await openMenu();
    // The programme titles come from a catalog that may still be loading on a busy machine.
    fireEvent.click(await within(panel).findByRole('link', { name: en.layout.programmes.vairagiya }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vairagiya'));
    expect(
      await screen.findByRole('heading', { level: 1, name: en.layout.programmes.vairagiya }),
    ).toBeTruthy();
    expect(screen.getByTestId('mobile-menu-button').getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('mobile-menu').hidden).toBe(true);
  });

  it('closes on a click outside it', async () => {
    const { button, panel } = await openPage();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole('heading', { level: 1 }));
    expect(panel.hidden).toBe(true);
  });
});
