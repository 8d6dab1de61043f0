import { defaultEventSettings, type EventSettings } from '@eventdesk/contracts/settings';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

let stored: EventSettings;
let saved: EventSettings[];

beforeEach(() => {
  stored = defaultEventSettings;
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

const digestField = () => screen.getByLabelText('Digest e-mail for contact messages') as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

describe('/admin/settings: the contact digest address', () => {
  it('saves an address, refuses a non-address, and stores an emptied field as null (no digest)', async () => {
    renderRoute('/admin/settings');
    await screen.findByRole('button', { name: 'Save settings' });
    expect(digestField().value).toBe('');

    fireEvent.change(digestField(), { target: { value: 'not-an-address' } });
    save();
    expect(await screen.findByText('Enter an e-mail address, or leave it empty')).toBeTruthy();
    expect(saved).toEqual([]);

    fireEvent.change(digestField(), { target: { value: ' desk@example.com ' } });
    save();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.contact.digestEmail).toBe('desk@example.com');

    fireEvent.change(digestField(), { target: { value: '' } });
    save();
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]?.contact.digestEmail).toBeNull();
  });

  it('shows a stored address', async () => {
    stored = {
      ...defaultEventSettings,
      contact: { ...defaultEventSettings.contact, digestEmail: 'desk@example.com' },
    };
    renderRoute('/admin/settings');
    await screen.findByRole('button', { name: 'Save settings' });
    expect(digestField().value).toBe('desk@example.com');
  });
});
