import { defaultEventSettings, type EventSettings } from '@eventdesk/contracts/settings';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { UnsetSettingsWarning } from '@/features/admin-settings/components/unset-settings-warning';
import { fakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

let stored: EventSettings;

beforeEach(() => {
  stored = defaultEventSettings;
  const api = fakeApi();
  api.signIn('admin');
  api.on('GET /api/admin/settings', () => stored);
});

describe('/admin/settings: what is not set yet', () => {
  it('warns about every unset value of the seed, and that visitors can pay by card only', async () => {
    renderRoute('/admin/settings');
    const warning = await screen.findByTestId('unset-settings');
    expect(warning.textContent).toContain(
      'Not set yet: bank details (account number and IFSC), UPI id, contact e-mail, contact phone, WhatsApp number (the chat button), testimonial videos.',
    );
    expect(warning.textContent).toContain('visitors can pay by card only');
  });

  it('drops what staff set: a UPI id opens bank/UPI, a real e-mail, phone and WhatsApp number leave the list', async () => {
    stored = {
      ...defaultEventSettings,
      payment: { ...defaultEventSettings.payment, upiId: 'club@okhdfc' },
      contact: {
        ...defaultEventSettings.contact,
        email: 'hello@club.in',
        phones: ['+91 98430 12345'],
        whatsappNumber: '919843012345',
      },
    };
    renderRoute('/admin/settings');
    const warning = await screen.findByTestId('unset-settings');
    expect(warning.textContent).toContain(
      'Not set yet: bank details (account number and IFSC), testimonial videos.',
    );
    expect(warning.textContent).not.toContain('card only');
  });

  it('shows nothing once everything is set', () => {
    const complete: EventSettings = {
      ...defaultEventSettings,
      payment: {
        ...defaultEventSettings.payment,
        accountNumber: '50200012345678',
        ifsc: 'HDFC0001234',
        upiId: 'club@okhdfc',
      },
      contact: {
        ...defaultEventSettings.contact,
        email: 'hello@club.in',
        phones: ['+91 98430 12345'],
        whatsappNumber: '919843012345',
      },
    };
    render(<UnsetSettingsWarning settings={complete} videosSet />);
    expect(screen.queryByTestId('unset-settings')).toBeNull();
  });
});
