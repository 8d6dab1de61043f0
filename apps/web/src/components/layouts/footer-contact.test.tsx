import { defaultEventSettings } from '@eventdesk/contracts/settings';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FooterContact } from '@/components/layouts/footer-contact';
import { i18n } from '@/lib/i18n';

const renderContact = (contact: typeof defaultEventSettings.contact) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <FooterContact contact={contact} />
      </MemoryRouter>
    </I18nextProvider>,
  );

describe('FooterContact', () => {
  it('shows no e-mail while the settings leave it unset (the seed)', () => {
    renderContact(defaultEventSettings.contact);
    const hrefs = screen.queryAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.some((href) => href.startsWith('mailto:'))).toBe(false);
    expect(document.body.textContent).not.toContain('@example.com');
  });

  it('shows no phone and no WhatsApp link while the settings leave them unset (the seed), only the contact form', () => {
    renderContact(defaultEventSettings.contact);
    const hrefs = screen.queryAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs).toEqual(['/home#contact']);
    expect(screen.getByRole('link', { name: 'Send us a message' })).toBeTruthy();
    expect(screen.queryByText('WhatsApp', { exact: false })).toBeNull();
  });

  it('links the phones and the WhatsApp chat staff set', () => {
    renderContact({
      ...defaultEventSettings.contact,
      phones: ['+91 98430 12345'],
      whatsappNumber: '919843012345',
    });
    expect(screen.getByRole('link', { name: '+91 98430 12345' }).getAttribute('href')).toBe(
      'tel:+919843012345',
    );
    const chat = screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href') ?? '';
    expect(chat).toMatch(/^https:\/\/wa\.me\/919843012345\?text=/);
    expect(screen.queryByRole('link', { name: 'Send us a message' })).toBeNull();
  });

  it('links the e-mail staff set', () => {
    renderContact({ ...defaultEventSettings.contact, email: 'hello@club.in' });
    expect(screen.getByRole('link', { name: 'hello@club.in' }).getAttribute('href')).toBe(
      'mailto:hello@club.in',
    );
  });
});
