import { defaultEventSettings } from '@eventdesk/contracts/settings';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { FooterContact } from '@/components/layouts/footer-contact';
import { i18n } from '@/lib/i18n';

const renderContact = (contact: typeof defaultEventSettings.contact) =>
  render(
    <I18nextProvider i18n={i18n}>
      <FooterContact contact={contact} />
    </I18nextProvider>,
  );

describe('FooterContact', () => {
  it('shows no e-mail while the settings leave it unset (the seed)', () => {
    renderContact(defaultEventSettings.contact);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.some((href) => href.startsWith('mailto:'))).toBe(false);
    expect(document.body.textContent).not.toContain('@example.com');
  });

  it('links the e-mail staff set', () => {
    renderContact({ ...defaultEventSettings.contact, email: 'hello@club.in' });
    expect(screen.getByRole('link', { name: 'hello@club.in' }).getAttribute('href')).toBe(
      'mailto:hello@club.in',
    );
  });
});
