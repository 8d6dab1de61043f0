import type { DashboardResponse } from '@eventdesk/contracts/registration';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fakeApi, type FakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

const perPackage = (vip: number, diamond: number, gold: number, silver = 0) => ({
  vip,
  diamond,
  gold,
  silver,
});

const dashboard: DashboardResponse = {
  totalRegistrations: 20,
  byStatus: {
    completed: { total: 8, byPackage: perPackage(2, 3, 3) },
    prospect: { total: 4, byPackage: perPackage(0, 1, 3) },
    pending: { total: 5, byPackage: perPackage(1, 1, 2, 1) },
    void: { total: 2, byPackage: perPackage(0, 0, 2) },
    privilege_guest: { total: 1, byPackage: perPackage(1, 0, 0) },
  },
  totalRevenue: 40500,
  revenueByPackage: perPackage(14400, 15300, 10800),
  conversionRate: 8 / 18,
  averageRevenue: 5063,
  activePipeline: 9,
  voidRate: 0.1,
  packageDistribution: perPackage(0.25, 0.375, 0.375),
  completedTimeline: [
    { weekStart: '2025-09-01', count: 2, revenue: 8700 },
    { weekStart: '2025-09-08', count: 6, revenue: 31800 },
  ],
  needsReview: 3,
  generatedAt: '2025-09-12T06:30:00.000Z',
};

let api: FakeApi;
const exportRoute = 'GET /api/admin/registrations/export';

beforeEach(() => {
  api = fakeApi();
  api.signIn('admin');
  api.on('GET /api/admin/dashboard', dashboard);
  // The export answers a spreadsheet's bytes, which no contract type describes.
  api.onAny(exportRoute, () => Response.json({ message: 'No data to download' }, { status: 404 }));
});

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('/admin/dashboard', () => {
  it('shows the figures of the server response', async () => {
    renderRoute('/admin/dashboard');
    await screen.findByTestId('status-completed');
    expect(text('status-completed')).toBe('8');
    expect(text('status-prospect')).toBe('4');
    expect(text('status-pending')).toBe('5');
    expect(text('status-void')).toBe('2');
    expect(text('status-completed-vip')).toBe('2');
    expect(text('status-completed-diamond')).toBe('3');
    // Silver shows only where it has registrations.
    expect(text('status-pending-silver')).toBe('1');
    expect(screen.queryByTestId('status-completed-silver')).toBeNull();

    expect(text('kpi-revenue')).toBe('₹40,500');
    expect(text('kpi-conversion')).toBe('44.4%');
    expect(text('kpi-average')).toBe('₹5,063');
    expect(text('kpi-pipeline')).toBe('9');
    expect(text('kpi-void-rate')).toBe('10%');
    expect(text('revenue-diamond')).toBe('₹15,300');
    expect(text('distribution-gold')).toBe('37.5% (3)');
    expect(screen.getAllByTestId('timeline-week').map((week) => week.textContent)).toEqual([
      '2 · ₹8,700',
      '6 · ₹31,800',
    ]);
    expect(text('needs-review')).toBe('3');
  });

  it('shows the dashboard in Tamil: labels from the catalog, dates in ta-IN, the same figures', async () => {
    await i18n.changeLanguage('ta');
    renderRoute('/admin/dashboard');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('டாஷ்போர்டு');
    await screen.findByTestId('status-completed');
    expect(screen.getByRole('heading', { name: 'மொத்த வருவாய்' })).toBeTruthy();
    expect(text('kpi-revenue')).toBe('₹40,500');
    expect(screen.getByText('டயமண்ட் வருவாய்')).toBeTruthy();
    expect(screen.getByText('20 பதிவுகள் · 12 செப்., 2025, 12:00 PM அன்று கணக்கிடப்பட்டது')).toBeTruthy();
    expect(screen.getByText('1 செப்., 2025')).toBeTruthy();
  });

  it('links Add Registration and the quick actions to the pre-filtered registrations list', async () => {
    renderRoute('/admin/dashboard');
    await screen.findByTestId('status-completed');
    expect(screen.getByRole('link', { name: 'Add Registration' }).getAttribute('href')).toBe(
      '/admin/registrations?new=1',
    );
    expect(screen.getByRole('link', { name: 'Pending payments' }).getAttribute('href')).toBe(
      '/admin/registrations?paymentStatus=pending',
    );
    expect(screen.getByRole('link', { name: 'Completed payments' }).getAttribute('href')).toBe(
      '/admin/registrations?paymentStatus=completed',
    );
  });

  it('says No data to download when the export is empty', async () => {
    renderRoute('/admin/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Export Data' }));
    expect(await screen.findByText('No data to download')).toBeTruthy();
    expect(api.calls(exportRoute).map((call) => call.query.get('format'))).toEqual(['xlsx']);
  });

  it('saves the export under the name the server gave', async () => {
    api.onAny(
      exportRoute,
      () =>
        new Response(new Blob(['xlsx bytes']), {
          headers: { 'Content-Disposition': 'attachment; filename="registrations-all-2025-09-12.xlsx"' },
        }),
    );
    const createObjectURL = vi.fn(() => 'blob:export');
    // jsdom has no object URLs; each test file runs in its own environment.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderRoute('/admin/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Export Data' }));
    await waitFor(() => expect(clicked).toEqual(['registrations-all-2025-09-12.xlsx']));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('says Error loading data when the figures cannot be loaded', async () => {
    api.on(
      'GET /api/admin/dashboard',
      Response.json({ message: 'Registration service unavailable' }, { status: 503 }),
    );
    renderRoute('/admin/dashboard');
    expect(await screen.findByText('Error loading data')).toBeTruthy();
  });
});
