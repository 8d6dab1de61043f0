import { defaultEventSettings, type EventSettings } from '@eventdesk/contracts/settings';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

const stored: EventSettings = {
  ...defaultEventSettings,
  event: { ...defaultEventSettings.event, date: '2027-10-25', salesEndAt: '2027-10-20T18:29:00.000Z' },
};
let saved: EventSettings[];

beforeEach(() => {
  saved = [];
  const api = fakeApi();
  api.signIn('admin');
  api.on('GET /api/admin/settings', () => stored);
  api.on('PUT /api/admin/settings', (call) => {
    const body = call.body as EventSettings;
    saved.push(body);
    return body;
  });
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('/admin/settings sales end and early-bird end', () => {
  it('shows the stored sales end in IST and saves edits as IST instants (empty: unset)', async () => {
    renderRoute('/admin/settings');
    await screen.findByRole('button', { name: 'Save settings' });
    expect(field('Sales end (IST)').value).toBe('2027-10-20T23:59');
    expect(field('Early-bird notice ends (IST)').value).toBe('');

    fireEvent.change(field('Early-bird notice ends (IST)'), { target: { value: '2027-09-30T23:59' } });
    fireEvent.change(field('Sales end (IST)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.event.earlyBirdEndsAt).toBe('2027-09-30T23:59:00+05:30');
    expect(saved[0]?.event).not.toHaveProperty('salesEndAt');
  });
});
