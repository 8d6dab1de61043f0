import type { HeldRegistration, PackageHolds, SeatHoldsView } from '@eventdesk/contracts/registration';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, type FakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

const held = (id: number, fullName: string, extra: Partial<HeldRegistration> = {}): HeldRegistration => ({
  id,
  ref: `ref-${id}`,
  fullName,
  email: `visitor${id}@example.com`,
  phone: '+91 98430 12345',
  isAdditionalTicket: false,
  registeredAt: '2026-10-01T04:30:00.000Z',
  heldUntil: '2026-10-01T05:00:00.000Z',
  ...extra,
});

const empty = (pkg: PackageHolds['package'], capacity: number): PackageHolds => ({
  package: pkg,
  capacity,
  sold: 0,
  held: 0,
  registrations: [],
});

let api: FakeApi;
let view: SeatHoldsView;

beforeEach(() => {
  view = {
    packages: [
      empty('silver', 200),
      empty('gold', 300),
      empty('diamond', 150),
      {
        package: 'vip',
        capacity: 50,
        sold: 12,
        held: 3,
        registrations: [
          held(41, 'மீனா சுந்தரம்'),
          held(42, 'Arun Kumar'),
          held(43, 'Guest One', { isAdditionalTicket: true }),
        ],
      },
    ],
    countedAt: '2026-10-01T04:45:00.000Z',
  };
  api = fakeApi();
  api.signIn('admin');
  api.on('GET /api/admin/seats/holds', () => view);
  api.on('POST /api/admin/seats/holds/release', (call) => {
    const ids = (call.body as { registrationIds: number[] }).registrationIds;
    view = {
      ...view,
      packages: view.packages.map((p) => ({
        ...p,
        held: p.held - p.registrations.filter((r) => ids.includes(r.id)).length,
        registrations: p.registrations.filter((r) => !ids.includes(r.id)),
      })),
    };
    return { released: ids.length };
  });
});

describe('/admin/seat-holds', () => {
  it('shows each package with capacity, sold, held and free, and the held registrations', async () => {
    renderRoute('/admin/seat-holds');
    const vip = await screen.findByTestId('seat-holds-vip');
    expect(within(vip).getByRole('heading', { name: 'VIP' })).toBeTruthy();
    expect(within(vip).getByTestId('seat-holds-vip-capacity').textContent).toBe('50');
    expect(within(vip).getByTestId('seat-holds-vip-sold').textContent).toBe('12');
    expect(within(vip).getByTestId('seat-holds-vip-held').textContent).toBe('3');
    expect(within(vip).getByTestId('seat-holds-vip-free').textContent).toBe('35');
    expect(within(vip).getByText('visitor41@example.com')).toBeTruthy();
    expect(within(vip).getByText('Additional ticket')).toBeTruthy();
    expect(within(screen.getByTestId('seat-holds-gold')).getByText('No unpaid holds.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Release 0 holds' }).hasAttribute('disabled')).toBe(true);
  });

  it('releases the selected holds after a confirmation, and shows the list without them', async () => {
    renderRoute('/admin/seat-holds');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select மீனா சுந்தரம் (#41)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Guest One (#43)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Release 2 holds' }));

    const dialog = await screen.findByRole('dialog', { name: 'Release seat holds?' });
    expect(within(dialog).getByText(/The seats of 2 registrations go back on sale now/)).toBeTruthy();
    // Cancel sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST /api/admin/seats/holds/release')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Release 2 holds' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Release seat holds?' })).getByRole('button', {
        name: 'Release',
      }),
    );
    expect(await screen.findByText('2 holds released')).toBeTruthy();
    expect(api.calls('POST /api/admin/seats/holds/release').map((call) => call.body)).toEqual([
      { registrationIds: [41, 43] },
    ]);
    await waitFor(() => expect(screen.queryByText('visitor41@example.com')).toBeNull());
    expect(screen.getByText('visitor42@example.com')).toBeTruthy();
    expect(screen.getByTestId('seat-holds-vip-held').textContent).toBe('1');
    expect(screen.getByRole('button', { name: 'Release 0 holds' })).toBeTruthy();
  });

  it('selects a whole package at once', async () => {
    renderRoute('/admin/seat-holds');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all in VIP' }));
    expect(screen.getByRole('button', { name: 'Release 3 holds' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all in VIP' }));
    expect(screen.getByRole('button', { name: 'Release 0 holds' })).toBeTruthy();
  });

  it('shows the server message when the release fails', async () => {
    api.on('POST /api/admin/seats/holds/release', () =>
      Response.json({ message: 'Service unavailable, try again' }, { status: 503 }),
    );
    renderRoute('/admin/seat-holds');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Arun Kumar (#42)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Release 1 hold' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Release seat holds?' })).getByRole('button', {
        name: 'Release',
      }),
    );
    expect(await screen.findByText('Could not release the holds')).toBeTruthy();
    expect(screen.getByText('Service unavailable, try again')).toBeTruthy();
  });

  it('is not offered to a lead manager, and the screen refuses them', async () => {
    api.signIn('lead_manager');
    renderRoute('/admin/seat-holds');
    expect(await screen.findByText('You do not have access to this')).toBeTruthy();
    expect(api.calls('GET /api/admin/seats/holds')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Seat holds' })).toBeNull();
  });
});
