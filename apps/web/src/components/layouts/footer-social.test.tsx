import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { FooterSocial } from '@/components/layouts/footer-social';
import { i18n } from '@/lib/i18n';

const renderSocial = (social: Parameters<typeof FooterSocial>[0]['social']) =>
  render(
    <I18nextProvider i18n={i18n}>
      <FooterSocial social={social} />
    </I18nextProvider>,
  );

describe('FooterSocial', () => {
  it('links only the networks staff have set, in a new tab', () => {
    renderSocial({
      facebook: 'https://facebook.com/club',
      instagram: '',
      youtube: 'https://youtube.com/@club',
      linkedin: '',
    });
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://facebook.com/club',
      'https://youtube.com/@club',
    ]);
    expect(screen.getByTestId('social-facebook').getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('social-facebook').getAttribute('rel')).toContain('noopener');
    expect(screen.queryByTestId('social-instagram')).toBeNull();
  });

  it('renders nothing when no link is set or the settings are not there', () => {
    const empty = renderSocial({ facebook: '', instagram: '', youtube: '', linkedin: '' });
    expect(empty.container.innerHTML).toBe('');
    empty.unmount();
    expect(renderSocial(undefined).container.innerHTML).toBe('');
  });
});
