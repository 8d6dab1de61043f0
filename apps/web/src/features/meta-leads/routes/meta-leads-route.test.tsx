import type { StaffRole } from '@eventdesk/contracts/common';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { leadPage, leadProgress, leadRow } from '@/features/meta-leads/testing/lead-fixtures';
import { i18n } from '@/lib/i18n';
import { fakeApi, type FakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

const meena = leadRow();
const kumar = leadRow({
  id: 8,
  fullName: 'குமார் ராஜா',
  phone: '+91 90030 55555',
  phoneE164: '+919003055555',
  email: null,
  city: 'Erode',
  businessName: null,
  platform: 'ig',
  currentStatus: 'followup',
  followupDate: '2025-10-20',
  due: 'overdue',
  caller: 'selvi',
  callerActive: false,
});

function leadsApi(role: StaffRole, leads = [meena, kumar]) {
  const api = fakeApi();
  api.signIn(role);
  api.on('GET /api/admin/meta-leads', () => leadPage(leads));
  api.on('GET /api/admin/meta-leads/progress', () => leadProgress());
  api.on('GET /api/admin/meta-leads/callers', () => ({
    callers: [
      { username: 'ravi', active: true },
      { username: 'selvi', active: false },
    ],
  }));
  api.on('GET /api/admin/meta-leads/imports', () => ({ imports: [] }));
  return api;
}

const listCalls = (api: FakeApi) => api.calls('GET /api/admin/meta-leads');
const lastListQuery = (api: FakeApi) => Object.fromEntries(listCalls(api).at(-1)?.query ?? []);
const heading = () => screen.findByRole('heading', { level: 1 });

describe('/admin/meta-leads by role', () => {
  it('is My Assigned Leads for a caller: no upload, caller filter, selection or export, and the work queue first', async () => {
    const api = leadsApi('user');
    renderRoute('/admin/meta-leads');
    expect((await heading()).textContent).toBe('My Assigned Leads');
    await screen.findByTestId('lead-7');
    expect(screen.queryByRole('heading', { name: 'Upload leads' })).toBeNull();
    expect(screen.queryByLabelText('Caller')).toBeNull();
    expect(screen.queryByLabelText('Select Meena Sundaram')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download Excel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reassign Meena Sundaram' })).toBeNull();
    expect(lastListQuery(api)).toEqual({ sort: 'work' });
    expect(api.calls('GET /api/admin/meta-leads/callers')).toHaveLength(0);
    expect(api.calls('GET /api/admin/meta-leads/imports')).toHaveLength(0);
  });

  it('is Meta Leads Management for a lead manager: caller filter, selection and export, but no upload', async () => {
    const api = leadsApi('lead_manager');
    renderRoute('/admin/meta-leads');
    expect((await heading()).textContent).toBe('Meta Leads Management');
    await screen.findByTestId('lead-7');
    expect(screen.queryByRole('heading', { name: 'Upload leads' })).toBeNull();
    expect(screen.getByLabelText('Caller')).toBeTruthy();
    expect(screen.getByLabelText('Select Meena Sundaram')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(lastListQuery(api)).toEqual({});
    expect(api.calls('GET /api/admin/meta-leads/imports')).toHaveLength(0);
  });

  it('gives admins the upload card with the recent imports', async () => {
    const api = leadsApi('admin');
    renderRoute('/admin/meta-leads');
    expect(await screen.findByRole('heading', { name: 'Upload leads' })).toBeTruthy();
    expect(screen.getByLabelText('Lead file').getAttribute('accept')).toBe('.xlsx,.xls,.csv,.tsv');
    expect(await screen.findByText('No imports yet.')).toBeTruthy();
    expect(api.calls('GET /api/admin/meta-leads/imports')).toHaveLength(1);
  });

  it('shows the title in Tamil when Tamil is chosen', async () => {
    leadsApi('admin');
    await i18n.changeLanguage('ta');
    renderRoute('/admin/meta-leads');
    expect((await heading()).textContent).toBe('மெட்டா லீட்ஸ் மேலாண்மை');
    expect(await screen.findByRole('columnheader', { name: 'அழைப்பாளர்' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'அழை: Meena Sundaram' })).toBeTruthy();
  });

  it('shows a caller the Tamil caller title', async () => {
    leadsApi('user');
    await i18n.changeLanguage('ta');
    renderRoute('/admin/meta-leads');
    expect((await heading()).textContent).toBe('எனக்கு ஒதுக்கப்பட்ட லீட்கள்');
  });
});

describe('/admin/meta-leads list', () => {
  it('shows every column, the due and reassignment marks, and one-tap call and WhatsApp links', async () => {
    leadsApi('admin');
    renderRoute('/admin/meta-leads');
    const row = await screen.findByTestId('lead-8');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(1)).toEqual([
      'Name',
      'Phone',
      'Email',
      'City',
      'Business',
      'Platform',
      'Status',
      'Caller',
      'Update',
      'History',
    ]);
    expect(within(row).getByText('Instagram')).toBeTruthy();
    expect(within(screen.getByTestId('lead-7')).getByText('Facebook')).toBeTruthy();
    expect(within(row).getByText('Follow-up')).toBeTruthy();
    expect(within(row).getByText('Follow-up on 20 Oct 2025')).toBeTruthy();
    // Beside the name on a card, in the Status column of the table.
    expect(within(row).getAllByText('Overdue')).toHaveLength(2);
    expect(within(row).getByText('Needs reassignment')).toBeTruthy();
    expect(within(row).getByText('Erode')).toBeTruthy();

    const call = within(row).getByRole('link', { name: 'Call குமார் ராஜா' });
    expect(call.getAttribute('href')).toBe('tel:+919003055555');
    const whatsapp = within(row).getByRole('link', { name: 'WhatsApp குமார் ராஜா' });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/919003055555');
  });

  it('shows the progress cards, conversion and due count', async () => {
    leadsApi('admin');
    renderRoute('/admin/meta-leads');
    await waitFor(() => expect(screen.getByTestId('lead-card-pending').textContent).toBe('12'));
    expect(screen.getByTestId('lead-card-interested').textContent).toBe('5');
    expect(screen.getByTestId('lead-card-followup').textContent).toBe('4');
    expect(screen.getByTestId('lead-card-converted').textContent).toBe('3');
    expect(screen.getByTestId('lead-card-conversion').textContent).toBe('10%');
    expect(screen.getByText('3 of 30 leads linked to a paid registration')).toBeTruthy();
    expect(screen.getByTestId('lead-card-due').textContent).toBe('2');
  });

  it('sends search, status and caller to the server and shows the due leads from the Due card', async () => {
    const api = leadsApi('lead_manager');
    const { router } = renderRoute('/admin/meta-leads');
    await screen.findByTestId('lead-7');
    const callerFilter = screen.getByLabelText('Caller');
    expect([...(callerFilter as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'All callers',
      'Unassigned',
      'Needs reassignment',
      'ravi',
      'selvi (disabled)',
    ]);
    fireEvent.change(callerFilter, { target: { value: 'needs_reassignment' } });
    await waitFor(() => expect(lastListQuery(api)).toEqual({ caller: 'needs_reassignment' }));

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'interested' } });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: ' 98430 12345 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lastListQuery(api)).toEqual({
        caller: 'needs_reassignment',
        status: 'interested',
        search: '98430 12345',
      }),
    );
    // The cards are the status breakdown: they follow the caller and the search, not the status.
    expect(Object.fromEntries(api.calls('GET /api/admin/meta-leads/progress').at(-1)?.query ?? [])).toEqual({
      caller: 'needs_reassignment',
      search: '98430 12345',
    });

    fireEvent.click(screen.getByRole('button', { name: /Due today \/ overdue/ }));
    await waitFor(() => expect(lastListQuery(api).status).toBe('due'));
    expect(router.state.location.search).toContain('status=due');
  });

  it('cycles the follow-up date sort ascending, descending, off', async () => {
    const api = leadsApi('admin');
    const { router } = renderRoute('/admin/meta-leads');
    await screen.findByTestId('lead-7');
    const sort = screen.getByTestId('lead-sort');
    expect(sort.textContent).toBe('Sort by follow-up date');
    expect(sort.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(sort);
    await waitFor(() => expect(lastListQuery(api)).toEqual({ sort: 'followup_asc' }));
    expect(screen.getByTestId('lead-sort').textContent).toBe('Follow-up date ↑ (earliest first)');
    fireEvent.click(screen.getByTestId('lead-sort'));
    await waitFor(() => expect(lastListQuery(api)).toEqual({ sort: 'followup_desc' }));
    expect(router.state.location.search).toBe('?sort=followup_desc');
    // Off is the first list again (newest first), answered from the cache.
    fireEvent.click(screen.getByTestId('lead-sort'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByTestId('lead-sort').textContent).toBe('Sort by follow-up date');
    expect(screen.getByTestId('lead-sort').getAttribute('aria-pressed')).toBe('false');
    expect(listCalls(api).map((call) => call.query.get('sort'))).toEqual([
      null,
      'followup_asc',
      'followup_desc',
    ]);
  });

  it('returns a caller to the work queue when the sort cycle ends', async () => {
    const api = leadsApi('user');
    const { router } = renderRoute('/admin/meta-leads?sort=followup_desc');
    await screen.findByTestId('lead-7');
    expect(lastListQuery(api)).toEqual({ sort: 'followup_desc' });
    fireEvent.click(screen.getByTestId('lead-sort'));
    await waitFor(() => expect(lastListQuery(api)).toEqual({ sort: 'work' }));
    expect(router.state.location.search).toBe('');
  });

  it('pages 20 at a time on the server', async () => {
    // The other panels load as usual; this test is about the list.
    const api = leadsApi('admin');
    api.on('GET /api/admin/meta-leads', ({ query }) => {
      const page = Number(query.get('page') ?? 1);
      return leadPage([meena], { totalCount: 41, page, pageCount: 3 });
    });
    renderRoute('/admin/meta-leads');
    expect(await screen.findByText(/Showing 1 to 1 of 41 results/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Showing 21 to 21 of 41 results/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Last' }));
    expect(await screen.findByText(/Page 3 of 3/)).toBeTruthy();
    expect(lastListQuery(api)).toEqual({ page: '3' });
  });

  it('says "more than" when a broad search was counted only up to the cap', async () => {
    // The other panels load as usual; this test is about the list.
    const api = leadsApi('admin');
    api.on('GET /api/admin/meta-leads', () =>
      leadPage([meena], { totalCount: 1000, totalCountCapped: true, pageCount: 50 }),
    );
    renderRoute('/admin/meta-leads?search=murugan');
    expect(
      await screen.findByText(/Showing 1 to 1 of more than 1000 results: narrow the search to see the rest/),
    ).toBeTruthy();
  });
});

describe('/admin/meta-leads messages', () => {
  it.each([
    ['user', '/admin/meta-leads', 'No leads assigned to you yet.'],
    ['admin', '/admin/meta-leads', 'No leads found. Upload an Excel file to get started.'],
    ['lead_manager', '/admin/meta-leads', 'No leads found. Upload an Excel file to get started.'],
    ['user', '/admin/meta-leads?search=nobody', 'No leads found matching your search criteria.'],
    ['admin', '/admin/meta-leads?status=void', 'No leads found matching your search criteria.'],
    ['lead_manager', '/admin/meta-leads?caller=unassigned', 'No leads found matching your search criteria.'],
  ] as const)('a %s at %s reads "%s"', async (role, url, message) => {
    leadsApi(role, []);
    renderRoute(url);
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('says Loading leads... and then the error when the list cannot be loaded', async () => {
    // The other panels load as usual; this test is about the list.
    const api = leadsApi('admin');
    let fail: () => void = () => undefined;
    api.on(
      'GET /api/admin/meta-leads',
      () =>
        new Promise<Response>((resolve) => {
          fail = () => resolve(Response.json({ message: 'boom' }, { status: 500 }));
        }),
    );
    renderRoute('/admin/meta-leads');
    expect(await screen.findByText('Loading leads...')).toBeTruthy();
    fail();
    expect(await screen.findByText('Error loading leads. Please try again.')).toBeTruthy();
  });
});
