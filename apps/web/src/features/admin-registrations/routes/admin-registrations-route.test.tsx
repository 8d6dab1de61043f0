import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  chooseRowAction,
  registrationPage,
  registrationRow,
} from '@/features/admin-registrations/testing/registration-fixtures';
import { fakeApi, type FakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

const meena = registrationRow();
const ravi = registrationRow({
  id: 102,
  fullName: 'இரவி குமார்',
  type: 'business',
  businessName: 'Ravi Textiles',
  package: 'vip',
  amount: 7200,
  paymentStatus: 'completed',
  followupStatus: 'completed',
  lastFollowupAt: '2025-10-03T06:00:00.000Z',
  lastFollowupBy: 'admin-1',
  referenceType: 'friend',
  referredBy: 'Kannan',
});

const listCalls = (api: FakeApi) => api.calls('GET /api/admin/registrations');

describe('/admin/registrations', () => {
  it('lists every column, the total and the page, and asks the server for 10 newest first', async () => {
    const api = fakeApi();
    api.signIn();
    api.on('GET /api/admin/registrations', () =>
      Response.json(registrationPage([ravi, meena], { total: 25, pageCount: 3 })),
    );
    renderRoute('/admin/registrations');
    const row = await screen.findByTestId('registration-102');
    expect(within(row).getByText('இரவி குமார்', { selector: 'div' })).toBeTruthy();
    expect(within(row).getByText('ID: 102 · Ravi Textiles')).toBeTruthy();
    expect(within(row).getByText('₹7,200')).toBeTruthy();
    expect(within(row).getByText('Friend: Kannan')).toBeTruthy();
    expect(within(row).getByText(/by admin-1/)).toBeTruthy();
    // No follow-up yet counts as pending.
    expect(
      within(screen.getByTestId('registration-101')).getByText('Pending', { selector: 'div' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Registrations (25)');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByText('Showing 1 to 2 of 25 results')).toBeTruthy();
    expect(listCalls(api)[0]?.query.toString()).toBe('pageSize=10');
  });

  it('sends the filters of the address and of the tabs, dropdowns and search to the server', async () => {
    const api = fakeApi();
    api.signIn();
    api.on('GET /api/admin/registrations', () => Response.json(registrationPage([meena])));
    const { router } = renderRoute('/admin/registrations?paymentStatus=pending');
    await screen.findByTestId('registration-101');
    expect(listCalls(api)[0]?.query.get('paymentStatus')).toBe('pending');
    expect(screen.getByRole('button', { name: 'Pending', pressed: true })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Void' }));
    await waitFor(() => expect(listCalls(api).at(-1)?.query.get('paymentStatus')).toBe('void'));
    expect(router.state.location.search).toBe('?paymentStatus=void');

    fireEvent.change(screen.getByLabelText('Follow-up status'), { target: { value: 'wrong_number' } });
    await waitFor(() => expect(listCalls(api).at(-1)?.query.get('followupStatus')).toBe('wrong_number'));

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: ' மீனா ' } });
    await waitFor(() => expect(listCalls(api).at(-1)?.query.get('search')).toBe('மீனா'));
    expect(Object.fromEntries(listCalls(api).at(-1)?.query ?? [])).toEqual({
      paymentStatus: 'void',
      followupStatus: 'wrong_number',
      search: 'மீனா',
      pageSize: '10',
    });
  });

  it('pages with Next and Last, and says when a page is past the end', async () => {
    const api = fakeApi();
    api.signIn();
    api.on('GET /api/admin/registrations', ({ query }) => {
      const page = Number(query.get('page') ?? 1);
      return Response.json(registrationPage(page <= 3 ? [meena] : [], { total: 21, page, pageCount: 3 }));
    });
    const { router } = renderRoute('/admin/registrations');
    await screen.findByText('Showing 1 to 1 of 21 results');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 11 to 11 of 21 results');
    fireEvent.click(screen.getByRole('button', { name: 'Last' }));
    await screen.findByText('Page 3 of 3');
    expect(router.state.location.search).toBe('?page=3');
    await router.navigate('/admin/registrations?page=9');
    expect(await screen.findByText('No registrations on this page.')).toBeTruthy();
  });

  it('says No registrations found. when nothing matches', async () => {
    const api = fakeApi();
    api.signIn();
    api.on('GET /api/admin/registrations', () => Response.json(registrationPage([])));
    renderRoute('/admin/registrations?search=nobody');
    expect(await screen.findByText('No registrations found.')).toBeTruthy();
  });

  it('says Error loading data when the list cannot be loaded', async () => {
    const api = fakeApi();
    api.signIn();
    api.on('GET /api/admin/registrations', () => Response.json({ message: 'boom' }, { status: 500 }));
    renderRoute('/admin/registrations');
    expect(await screen.findByText('Error loading data')).toBeTruthy();
  });

  it('offers Delete and Fix Followup Status to super_admin only', async () => {
    const admin = fakeApi();
    admin.signIn('admin');
    admin.on('GET /api/admin/registrations', () => Response.json(registrationPage([meena])));
    const first = renderRoute('/admin/registrations');
    await screen.findByTestId('registration-101');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Meena Sundaram' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Fix Followup Status' })).toBeNull();
    first.unmount();

    const superAdmin = fakeApi();
    superAdmin.signIn('super_admin');
    superAdmin.on('GET /api/admin/registrations', () => Response.json(registrationPage([meena])));
    renderRoute('/admin/registrations');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Meena Sundaram' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fix Followup Status' })).toBeTruthy();
  });

  it('deletes after the confirmation and shows the server message when it fails', async () => {
    const api = fakeApi();
    api.signIn('super_admin');
    api.on('GET /api/admin/registrations', () => Response.json(registrationPage([meena])));
    api.onAny('DELETE /api/admin/registrations/101', () =>
      Response.json({ message: 'Registration not found' }, { status: 404 }),
    );
    renderRoute('/admin/registrations');
    await chooseRowAction('Meena Sundaram', 'Delete');
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this registration? This action cannot be undone.',
      ),
    ).toBeTruthy();
    expect(api.calls('DELETE /api/admin/registrations/101')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete registration: Registration not found')).toBeTruthy();

    api.onAny('DELETE /api/admin/registrations/101', () => Response.json({ message: 'Deleted' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Registration deleted successfully!')).toBeTruthy();
    expect(api.calls('DELETE /api/admin/registrations/101')).toHaveLength(2);
  });

  it('asks before e-mailing a registration without an uploaded receipt', async () => {
    const api = fakeApi();
    api.signIn();
    api.on('GET /api/admin/registrations', () => Response.json(registrationPage([meena])));
    api.onAny('GET /api/registrations/101/payments', () => Response.json([{ id: 55 }]));
    api.onAny('GET /api/payments/55/proofs', () => Response.json([]));
    api.onAny('POST /api/admin/send-email/101', () =>
      Response.json({ message: 'Queued', eventId: 'e-1' }, { status: 202 }),
    );
    renderRoute('/admin/registrations');
    await chooseRowAction('Meena Sundaram', 'Send confirmation email');
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Payment proof image not uploaded. Do you still want to send the confirmation email?',
      ),
    ).toBeTruthy();
    expect(api.calls('POST /api/admin/send-email/101')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send email' }));
    // Queued, not sent: the toast says what the server did, with its words.
    expect(await screen.findByText('Email queued for sending')).toBeTruthy();
    expect(screen.getByText('Queued')).toBeTruthy();
    expect(screen.queryByText('Email sent successfully!')).toBeNull();
    expect(api.calls('POST /api/admin/send-email/101')).toHaveLength(1);
  });

  it('shows No data to download when the export is empty, and sends the filters with it', async () => {
    const api = fakeApi();
    api.signIn();
    api.on('GET /api/admin/registrations', () => Response.json(registrationPage([meena])));
    api.onAny('GET /api/admin/registrations/export', () =>
      Response.json({ message: 'No data to download' }, { status: 404 }),
    );
    renderRoute('/admin/registrations?paymentStatus=prospect&page=2');
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('No data to download')).toBeTruthy();
    expect(api.calls('GET /api/admin/registrations/export')[0]?.query.toString()).toBe(
      'paymentStatus=prospect&format=csv',
    );
  });

  it('reports how many registrations Fix Followup Status changed', async () => {
    const api = fakeApi();
    api.signIn('super_admin');
    api.on('GET /api/admin/registrations', () => Response.json(registrationPage([meena])));
    api.onAny('POST /api/admin/bulk-update-followups', () =>
      Response.json({ updated: 7, message: '7 registrations updated' }),
    );
    renderRoute('/admin/registrations');
    fireEvent.click(await screen.findByRole('button', { name: 'Fix Followup Status' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Fix statuses' }));
    expect(await screen.findByText('7 registrations updated')).toBeTruthy();
    expect(api.calls('POST /api/admin/bulk-update-followups')[0]?.body).toEqual({ status: 'completed' });
  });
});
