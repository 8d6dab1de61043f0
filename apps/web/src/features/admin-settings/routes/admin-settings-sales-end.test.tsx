import { defaultEventSettings, type EventSettings } from '@eventdesk/contracts/settings';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_STORAGE_KEY } from '@/lib/api-client';
import { renderRoute } from '@/testing/render-route';

const stored: EventSettings = {
  ...defaultEventSettings,
  event: { ...defaultEventSettings.event, date: '2027-10-25', salesEndAt: '2027-10-20T18:29:00.000Z' },
};
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
      return Response.json(stored);
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
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
