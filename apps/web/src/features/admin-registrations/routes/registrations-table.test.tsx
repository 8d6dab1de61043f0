import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  registrationPage,
  registrationRow,
} from '@/features/admin-registrations/testing/registration-fixtures';
import { fakeApi } from '@/testing/fake-api';
import { i18n } from '@/lib/i18n';
import { renderRoute } from '@/testing/render-route';

const kavya = registrationRow({ id: 100, fullName: 'Kavya Raman', paymentStatus: 'completed' });
const extra = registrationRow({
  id: 104,
  fullName: 'Arun Kumar',
  isAdditionalTicket: true,
  ticketNumber: 2,
  parentRegistrationId: 100,
  parentRef: 'ref-100',
  parentFullName: 'Kavya Raman',
});

describe('registrations table', () => {
  it('marks an additional ticket with the registration it was bought with', async () => {
    const api = fakeApi();
    api.signIn();
    api.on('GET /api/admin/registrations', () => Response.json(registrationPage([extra, kavya])));
    renderRoute('/admin/registrations');
    const row = await screen.findByTestId('registration-104');
    expect(within(row).getByText('Additional ticket of Kavya Raman (ID 100)')).toBeTruthy();
    expect(within(screen.getByTestId('registration-100')).queryByText(/Additional ticket/)).toBeNull();
  });

  it('opens the row menu from the keyboard, moves with the arrows and closes on Escape', async () => {
    const api = fakeApi();
    api.signIn();
    api.on('GET /api/admin/registrations', () => Response.json(registrationPage([kavya])));
    renderRoute('/admin/registrations');
    const button = await screen.findByRole('button', { name: 'Actions for Kavya Raman' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu', { name: 'Actions for Kavya Raman' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = within(menu).getAllByRole('menuitem');
    // Completed: staff may set pending, prospect or void; only a super_admin sees Delete.
    expect(items.map((item) => item.textContent)).toEqual([
      'WhatsApp reminder',
      'Send confirmation email',
      'View receipt',
      'Edit',
      'Update follow-up',
      'Follow-up history',
      'Set payment: Pending',
      'Set payment: Prospect',
      'Set payment: Void',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    fireEvent.keyDown(items[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items.at(-1));
    fireEvent.keyDown(items.at(-1)!, { key: 'Home' });
    expect(document.activeElement).toBe(items[0]);

    fireEvent.keyDown(items[0]!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('says no access, not a load error, when the server refuses the role (403)', async () => {
    const api = fakeApi();
    api.signIn();
    api.on('GET /api/admin/registrations', () => Response.json({ message: 'Forbidden' }, { status: 403 }));
    renderRoute('/admin/registrations');
    expect(await screen.findByText('You do not have access to this')).toBeTruthy();
    expect(screen.queryByText('Error loading data')).toBeNull();
  });

  it('speaks Tamil: headings, columns, statuses and the row menu', async () => {
    const api = fakeApi();
    api.signIn();
    api.on('GET /api/admin/registrations', () => Response.json(registrationPage([extra])));
    await act(() => i18n.changeLanguage('ta'));
    renderRoute('/admin/registrations');
    const row = await screen.findByTestId('registration-104');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^பதிவுகள்/);
    expect(screen.getByRole('columnheader', { name: 'கட்டண நிலை' })).toBeTruthy();
    expect(within(row).getByText('நிலுவையில்', { selector: 'span' })).toBeTruthy();
    expect(within(row).getByText('கூடுதல் டிக்கெட்: Kavya Raman (எண் 100) அவர்களுடையது')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Arun Kumar — செயல்கள்' }));
    expect(await screen.findByRole('menuitem', { name: 'திருத்து' })).toBeTruthy();
  });
});
