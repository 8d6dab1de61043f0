import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  chooseRowAction,
  registrationPage,
  registrationRow,
} from '@/features/admin-registrations/testing/registration-fixtures';
import { fakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

describe('Edit Registration: linked leads', () => {
  it('lists the sales leads linked to the registration, each linking to Meta Leads', async () => {
    const api = fakeApi();
    api.signIn();
    api.on('GET /api/admin/registrations', () => Response.json(registrationPage([registrationRow()])));
    api.onAny('GET /api/admin/registrations/101/leads', () =>
      Response.json({ leads: [{ id: 7, fullName: 'மீனா சுந்தரம்', caller: 'ravi', status: 'payment_done' }] }),
    );
    renderRoute('/admin/registrations');
    await chooseRowAction('Meena Sundaram', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Registration' });
    const section = await within(dialog).findByRole('region', { name: 'Linked leads' });
    const link = within(section).getByRole('link', { name: 'மீனா சுந்தரம்' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/admin/meta-leads');
    expect(href.searchParams.get('search')).toBe('மீனா சுந்தரம்');
    expect(section.textContent).toContain('payment done · ravi');
  });

  it('shows nothing when no lead is linked', async () => {
    const api = fakeApi();
    api.signIn();
    api.on('GET /api/admin/registrations', () => Response.json(registrationPage([registrationRow()])));
    api.onAny('GET /api/admin/registrations/101/leads', () => Response.json({ leads: [] }));
    renderRoute('/admin/registrations');
    await chooseRowAction('Meena Sundaram', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Registration' });
    await within(dialog).findByRole('button', { name: 'Save Changes' });
    expect(api.calls('GET /api/admin/registrations/101/leads')).toHaveLength(1);
    expect(within(dialog).queryByRole('region', { name: 'Linked leads' })).toBeNull();
  });
});
