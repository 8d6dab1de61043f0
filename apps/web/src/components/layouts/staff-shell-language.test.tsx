import type { AuditPage } from '@eventdesk/contracts/common';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, LANGUAGE_STORAGE_KEY } from '@/lib/i18n';
import { fakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

const audit: AuditPage = {
  entries: [
    {
      id: 'registration:1',
      source: 'registration',
      actor: 'admin-1',
      action: 'registration.update',
      targetType: 'registration',
      targetId: '42',
      before: { fullName: 'Meena' },
      after: { fullName: 'Meena Sundaram' },
      at: '2025-10-01T04:30:00.000Z',
    },
  ],
  nextBefore: null,
};

beforeEach(() => {
  const api = fakeApi();
  api.signIn('super_admin', 'root');
  api.on('GET /api/admin/audit-log', audit);
});

const sideNav = (name: string) => screen.getByRole('navigation', { name });

describe('language switch in the staff shell', () => {
  it('turns a staff screen, its menu and its dates into Tamil, and keeps the choice', async () => {
    renderRoute('/admin/audit');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Audit log');
    await screen.findByText('on registration #42');
    await waitFor(() =>
      expect(within(sideNav('Staff navigation')).getByRole('link', { name: 'Settings' })).toBeTruthy(),
    );

    // The side bar's switch (the drawer's header has the same one for small screens).
    fireEvent.click(screen.getAllByTestId('language-switch')[0] as HTMLElement);

    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('தணிக்கைப் பதிவேடு'),
    );
    const nav = sideNav('பணியாளர் வழிசெலுத்தல்');
    expect(within(nav).getByRole('link', { name: 'அமைப்புகள்' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'வெளியேறு' })).toBeTruthy();
    expect(screen.getByText('registration #42 மீது')).toBeTruthy();
    // The date follows the language too (ta-IN month names), still in Coimbatore time.
    expect(screen.getByText(/^1 அக்\./)).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ta');
    expect(document.documentElement.lang).toBe('ta');

    // And back: the switch now offers English.
    fireEvent.click(screen.getAllByTestId('language-switch')[0] as HTMLElement);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Audit log'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('opens a staff screen in Tamil when Tamil was chosen before', async () => {
    await i18n.changeLanguage('ta');
    renderRoute('/admin/audit');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('தணிக்கைப் பதிவேடு'),
    );
    expect(screen.getByRole('button', { name: 'மெனு' })).toBeTruthy();
  });
});
