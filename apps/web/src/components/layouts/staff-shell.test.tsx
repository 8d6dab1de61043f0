import type { StaffRole } from '@eventdesk/contracts/common';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_STORAGE_KEY } from '@/lib/api-client';
import { fakeApi, type FakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

let api: FakeApi;

beforeEach(() => {
  // The shell opens screens whose data these tests do not look at: such calls get a 404 (the screen shows its
  // error state) instead of failing the test.
  api = fakeApi({ unmatched: 'not-found' });
});

const signInAs = (role: StaffRole) => api.signIn(role);
const called = (path: string) => api.seen.some((call) => call.path === path);

const sideNav = () => screen.getByRole('navigation', { name: 'Staff navigation' });
const menuEntries = () =>
  within(sideNav())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('staff shell', () => {
  it('sends a visitor without a staff token to the login', async () => {
    const { router } = renderRoute('/admin/receipts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(api.seen).toEqual([]);
  });

  it('gives a caller only Meta Leads, their own leads, and the QR scanner', async () => {
    signInAs('user');
    renderRoute('/admin/meta-leads');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('My Assigned Leads');
    await waitFor(() => expect(menuEntries()).toEqual(['Meta Leads', 'QR Scanner']));
    expect(within(sideNav()).getByRole('link', { name: 'QR Scanner' }).getAttribute('href')).toBe(
      '/qr-scanner',
    );
    expect(within(sideNav()).getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('sends a caller who opens the dashboard to Meta Leads, and refuses them the receipts screen', async () => {
    signInAs('lead_manager');
    const { router } = renderRoute('/admin/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/meta-leads'));
    expect(called('/api/admin/dashboard')).toBe(false);

    await router.navigate('/admin/receipts');
    expect(await screen.findByText('You do not have access to this')).toBeTruthy();
    expect(called('/api/admin/payment-proofs')).toBe(false);
  });

  it('shows the admin menu without the super_admin entries', async () => {
    signInAs('admin');
    renderRoute('/admin/meta-leads');
    await waitFor(() =>
      expect(menuEntries()).toEqual([
        'Dashboard',
        'Registrations',
        'Follow-up Management',
        'Receipts to confirm',
        'Seat holds',
        'Contact messages',
        'Meta Leads',
        'Analytics',
        'Settings',
        'Pitches',
        'Queues',
        'QR Scanner',
      ]),
    );
  });

  it('adds the audit log and staff users for super_admin', async () => {
    signInAs('super_admin');
    renderRoute('/admin/meta-leads');
    await waitFor(() => expect(menuEntries()).toContain('Audit log'));
    expect(menuEntries().slice(-2)).toEqual(['Audit log', 'Staff users']);
  });

  it('opens the drawer from the Menu button, closes it on Escape and on navigation', async () => {
    signInAs('admin');
    const { router } = renderRoute('/admin/meta-leads');
    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Staff area' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(within(drawer).getByRole('navigation', { name: 'Staff menu' })).toBeTruthy());
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));

    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(menuButton);
    const reopened = await screen.findByRole('dialog', { name: 'Staff area' });
    await waitFor(() => expect(within(reopened).getAllByRole('link').length).toBeGreaterThan(3));
    fireEvent.click(within(reopened).getByRole('link', { name: 'QR Scanner' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/qr-scanner'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Staff area' })).toBeNull());
  });

  it('logs out: revokes on the server even if that fails, forgets the token and shows the login', async () => {
    signInAs('admin');
    api.onAny('POST /api/admin/logout', () => Response.json({ message: 'Server error' }, { status: 500 }));
    const { router } = renderRoute('/admin/meta-leads');
    await waitFor(() => expect(menuEntries().length).toBeGreaterThan(2));
    fireEvent.click(within(sideNav()).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(api.calls('POST /api/admin/logout')).toHaveLength(1);
    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('ends the session when any staff call answers 401', async () => {
    signInAs('admin');
    api.on('GET /api/admin/payment-proofs', Response.json({ message: 'Token revoked' }, { status: 401 }));
    const { router } = renderRoute('/admin/receipts');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeTruthy();
  });
});
