import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultEventSettings, toPublicSettings } from '@eventdesk/contracts/settings';
import en from '@/i18n/en.json';
import ta from '@/i18n/ta.json';
import { i18n } from '@/lib/i18n';
import { renderRoute } from '@/testing/render-route';

const settings = toPublicSettings({
  ...defaultEventSettings,
  roadshow: {
    ...defaultEventSettings.roadshow,
    sessions: [{ week: 2, speaker: 'Anitha Raman', recordingUrl: 'https://video.example/week-2' }],
  },
});

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    expect(String(input)).toBe('/api/settings');
    return new Response(JSON.stringify(settings), { headers: { 'Content-Type': 'application/json' } });
  });
  // Thursday 14 August 2025 in Coimbatore: weeks 1-5 are over, week 6 is on Saturday.
  window.__EVENTDESK_NOW__ = '2025-08-14T10:00:00+05:30';
});

afterEach(() => {
  delete window.__EVENTDESK_NOW__;
});

const statusOf = (week: number) => screen.getByTestId(`roadshow-session-${week}`).getAttribute('data-status');

describe('/weekly-events', () => {
  it('shows the fifteen sessions with their status for the pinned day', async () => {
    renderRoute('/weekly-events');
    expect((await screen.findByTestId('weekly-title')).textContent).toBe(en.roadshow.hero.title);
    await screen.findByTestId('roadshow-sessions');
    expect(screen.getAllByTestId(/^roadshow-session-\d+$/)).toHaveLength(15);
    expect([1, 5, 6, 7, 15].map(statusOf)).toEqual([
      'completed',
      'completed',
      'upcoming',
      'scheduled',
      'scheduled',
    ]);
    const week6 = within(screen.getByTestId('roadshow-session-6'));
    expect(week6.getByTestId('session-status').textContent).toBe(en.roadshow.sessions.statusUpcoming);
    expect(week6.getByText(/16 Aug,? 2025/)).toBeTruthy();
  });

  it('shows the speaker and recording staff set, and Yet to Schedule elsewhere', async () => {
    renderRoute('/weekly-events');
    const week2 = within(await screen.findByTestId('roadshow-session-2'));
    expect(week2.getByTestId('session-speaker').textContent).toBe('Anitha Raman');
    expect(week2.getByTestId('session-recording').getAttribute('href')).toBe('https://video.example/week-2');
    const week7 = within(screen.getByTestId('roadshow-session-7'));
    expect(week7.getByTestId('session-speaker').textContent).toBe('Yet to Schedule');
    expect(week7.queryByTestId('session-recording')).toBeNull();
  });

  it('links to the registration form and gives the session details', async () => {
    renderRoute('/weekly-events');
    const details = await screen.findByTestId('session-details');
    expect(details.textContent).toContain('Saturday');
    expect(details.textContent).toMatch(/6:00\s*–\s*8:00\s*pm/i);
    expect(details.textContent).toContain(en.roadshow.details.formatValue);
    expect(screen.getByTestId('weekly-register-link').getAttribute('href')).toBe('/#register');
  });

  it('is in Tamil when Tamil is chosen', async () => {
    await i18n.changeLanguage('ta');
    renderRoute('/weekly-events');
    expect((await screen.findByTestId('weekly-title')).textContent).toBe(ta.roadshow.hero.title);
    const week6 = within(await screen.findByTestId('roadshow-session-6'));
    expect(week6.getByTestId('session-status').textContent).toBe(ta.roadshow.sessions.statusUpcoming);
    expect(within(screen.getByTestId('roadshow-session-9')).getByTestId('session-speaker').textContent).toBe(
      ta.roadshow.sessions.yetToSchedule,
    );
  });
});
