import type { AnalyticsResponse } from '@eventdesk/contracts/registration';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

const analytics: AnalyticsResponse = {
  registrationsPerDay: [
    { date: '2025-09-01', registrations: 4, completed: 1 },
    { date: '2025-09-02', registrations: 7, completed: 3 },
  ],
  byReferenceType: [
    { referenceType: 'instagram', count: 6 },
    { referenceType: 'none', count: 5 },
  ],
  byPackage: [
    { package: 'gold', registrations: 8, completed: 3 },
    { package: 'vip', registrations: 3, completed: 1 },
  ],
  byPaymentMethod: [{ method: 'upi', count: 3, revenue: 10800 }],
};

let api: FakeApi;
const days = () => api.calls('GET /api/admin/analytics').map((call) => call.query.get('days') ?? '');

beforeEach(() => {
  api = fakeApi();
  api.signIn('admin');
  api.on('GET /api/admin/analytics', analytics);
  // recharts measures its container; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

const tableOf = (heading: string) =>
  within(screen.getByRole('heading', { name: heading }).closest('section') as HTMLElement).getByRole(
    'table',
    {
      hidden: true,
    },
  );

describe('/admin/analytics', () => {
  it('gives every chart a heading and its figures as a table', async () => {
    renderRoute('/admin/analytics');
    await screen.findByRole('heading', { name: 'Registrations per day (last 30 days)' });
    expect(days()).toEqual(['30']);
    const perDay = within(tableOf('Registrations per day (last 30 days)')).getAllByRole('row', {
      hidden: true,
    });
    expect(perDay.map((row) => row.textContent)).toEqual([
      'DayRegistrationsCompleted',
      '1 Sept41',
      '2 Sept73',
    ]);
    expect(
      within(tableOf('By reference source')).getByRole('row', { name: 'Not given 5', hidden: true }),
    ).toBeTruthy();
    expect(
      within(tableOf('By package: registrations and completed')).getByRole('row', {
        name: 'Gold 8 3',
        hidden: true,
      }),
    ).toBeTruthy();
    expect(
      within(tableOf('Payment method: count and revenue')).getByRole('row', {
        name: 'UPI 3 ₹10,800',
        hidden: true,
      }),
    ).toBeTruthy();
    expect(screen.queryByText('Analytics Coming Soon')).toBeNull();
  });

  it('asks the server for the chosen period', async () => {
    renderRoute('/admin/analytics');
    fireEvent.change(await screen.findByLabelText('Period'), { target: { value: '90' } });
    await waitFor(() => expect(days()).toEqual(['30', '90']));
    expect(await screen.findByRole('heading', { name: 'Registrations per day (last 90 days)' })).toBeTruthy();
  });
});
