import { defaultEventSettings, type EventSettings } from '@eventdesk/contracts/settings';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { ADMIN_TOKEN_STORAGE_KEY } from '@/lib/admin-token';
import { renderRoute } from '@/testing/render-route';

/** A document stored before reminders existed: the form shows the defaults and saves them explicitly. */
const { reminders: _none, ...stored } = defaultEventSettings;
let saved: EventSettings[];

beforeEach(() => {
  saved = [];
  localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'staff-token');
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/admin/role') {
      return Response.json({ role: 'admin', username: 'admin-1' });
    }
    if (path === '/api/admin/settings' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as EventSettings;
      saved.push(body);
      return Response.json(body);
    }
    if (path === '/api/admin/settings') {
      return Response.json({ ...stored, reminders: defaultEventSettings.reminders });
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('/admin/settings reminders', () => {
  it('switches a reminder off, changes the lead hours and refuses a lead time out of range', async () => {
    renderRoute('/admin/settings');
    await screen.findByRole('button', { name: 'Save settings' });
    expect(screen.getByRole('heading', { name: 'Reminders' })).toBeTruthy();
    const holdSwitch = field('Remind unpaid visitors before their seat hold lapses');
    expect(holdSwitch.checked).toBe(true);
    expect(field('Hours before the hold lapses *').value).toBe('6');
    expect(field('Time on the day before (event time zone) *').value).toBe('10:00');

    fireEvent.change(field('Hours before the hold lapses *'), { target: { value: '72' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Some settings need attention: see the messages under the fields.');
    expect(saved).toEqual([]);

    fireEvent.click(field('Remind paid attendees the day before the event'));
    fireEvent.change(field('Hours before the hold lapses *'), { target: { value: '12' } });
    fireEvent.change(field('Time on the day before (event time zone) *'), { target: { value: '18:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.reminders).toEqual({
      holdLapse: true,
      holdLapseLeadHours: 12,
      eventDayBefore: false,
      eventDayBeforeTime: '18:30',
    });
  });

  it('reads in Tamil for Tamil staff', async () => {
    await i18n.changeLanguage('ta');
    try {
      renderRoute('/admin/settings');
      expect(await screen.findByRole('heading', { name: 'நினைவூட்டல்கள்' })).toBeTruthy();
      expect(screen.getByLabelText('நிகழ்வுக்கு முந்தைய நாள் கட்டணம் செலுத்தியவர்களுக்கு நினைவூட்டவும்')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
