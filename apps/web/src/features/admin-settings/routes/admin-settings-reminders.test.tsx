import { defaultEventSettings, type EventSettings } from '@eventdesk/contracts/settings';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

/** A document stored before reminders existed: the form shows the defaults and saves them explicitly. */
const { reminders: _none, ...stored } = defaultEventSettings;
let saved: EventSettings[];

beforeEach(() => {
  saved = [];
  const api = fakeApi();
  api.signIn('admin');
  api.on('GET /api/admin/settings', () => ({ ...stored, reminders: defaultEventSettings.reminders }));
  api.on('PUT /api/admin/settings', (call) => {
    const body = call.body as EventSettings;
    saved.push(body);
    return body;
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
