import type { StaffUserView } from '@eventdesk/contracts/identity';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, type FakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

const door: StaffUserView = {
  id: 3,
  username: 'door.desk',
  role: 'user',
  disabled: false,
  createdAt: '2025-09-01T04:30:00.000Z',
};

let api: FakeApi;

beforeEach(() => {
  api = fakeApi();
  api.signIn('super_admin', 'root');
  api.on('GET /api/admin/staff-users', [door]);
  api.on(
    'POST /api/admin/staff-users',
    Response.json({ ...door, id: 4, username: 'gate.two' }, { status: 201 }),
  );
  api.on('PATCH /api/admin/staff-users/:id', (call) => ({ ...door, ...(call.body as object) }));
});

const patches = () => api.calls('PATCH /api/admin/staff-users/:id').map((call) => call.body);

describe('/admin/staff', () => {
  it('creates a staff user after checking the password length, and says a taken username in its own words', async () => {
    api.on(
      'POST /api/admin/staff-users',
      Response.json({ message: 'Username already exists', code: 'USERNAME_TAKEN' }, { status: 409 }),
    );
    renderRoute('/admin/staff');
    await screen.findByText('door.desk');
    const form = within(screen.getByRole('form', { name: 'Add a staff user' }));
    fireEvent.change(form.getByLabelText(/Username/), { target: { value: 'gate.two' } });
    fireEvent.change(form.getByLabelText(/^Password/), { target: { value: 'short' } });
    fireEvent.change(form.getByLabelText(/^Role/), { target: { value: 'lead_manager' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Password must be at least 12 characters')).toBeTruthy();
    expect(api.calls('POST /api/admin/staff-users')).toHaveLength(0);

    fireEvent.change(form.getByLabelText(/^Password/), { target: { value: 'a long enough secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('This username is taken. Choose another one.')).toBeTruthy();
    expect(api.calls('POST /api/admin/staff-users')[0]?.body).toEqual({
      username: 'gate.two',
      password: 'a long enough secret',
      role: 'lead_manager',
    });
  });

  it('says a refused change of their own account in the catalog words, and other refusals in the server words', async () => {
    api.on(
      'PATCH /api/admin/staff-users/:id',
      Response.json(
        { message: 'You cannot disable your own account', code: 'CANNOT_DISABLE_SELF' },
        { status: 409 },
      ),
    );
    renderRoute('/admin/staff');
    const card = (await screen.findByText('door.desk')).closest('article') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('You cannot disable your own account.')).toBeTruthy();

    api.on(
      'PATCH /api/admin/staff-users/:id',
      Response.json({ message: 'Staff user not found', code: 'NOT_FOUND' }, { status: 404 }),
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('Staff user not found')).toBeTruthy();
  });

  it('changes the role, disables and resets the password', async () => {
    renderRoute('/admin/staff');
    const card = (await screen.findByText('door.desk')).closest('article') as HTMLElement;
    const changeRole = within(card).getByRole('button', { name: 'Change role' }) as HTMLButtonElement;
    expect(changeRole.disabled).toBe(true);
    fireEvent.change(within(card).getByLabelText('Role'), { target: { value: 'admin' } });
    fireEvent.click(changeRole);
    await waitFor(() => expect(patches()).toEqual([{ role: 'admin' }]));

    fireEvent.click(within(card).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(patches()).toEqual([{ role: 'admin' }, { disabled: true }]));

    fireEvent.click(within(card).getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the password of door.desk' });
    fireEvent.change(within(dialog).getByLabelText(/New password/), {
      target: { value: 'new door secret 2025' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(patches()).toHaveLength(3));
    expect(patches()[2]).toEqual({ password: 'new door secret 2025' });
    expect(await screen.findByText('New password set for door.desk')).toBeTruthy();
  });
});
