import type { StaffRole } from '@eventdesk/contracts/common';
import type { LeadHistoryEntry, LeadRow } from '@eventdesk/contracts/leads';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { leadPage, leadProgress, leadRow } from '@/features/meta-leads/testing/lead-fixtures';
import { fakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

const meena = leadRow({
  formAnswers: [
    { question: 'what_is_your_budget?', answer: '₹50,000' },
    { question: 'உங்கள் தொழில் எது?', answer: 'ஜவுளி' },
  ],
  businessNotes: 'Two shops in RS Puram',
});
const paid = leadRow({
  id: 9,
  fullName: 'Kavya Raman',
  currentStatus: 'payment_done',
  referenceId: 'CBE-7Q2K',
  registrationLink: { registrationId: 102, registrationRef: 'ref-102', paid: true },
});

function leadsApi(role: StaffRole, leads: LeadRow[] = [meena, paid]) {
  const api = fakeApi();
  api.signIn(role);
  api.on('GET /api/admin/meta-leads', () => leadPage(leads));
  api.on('GET /api/admin/meta-leads/progress', () => leadProgress());
  api.on('GET /api/admin/meta-leads/callers', () => ({
    callers: [
      { username: 'ravi', active: true },
      { username: 'kavya', active: true },
      { username: 'selvi', active: false },
    ],
  }));
  api.on('GET /api/admin/meta-leads/imports', () => ({ imports: [] }));
  return api;
}

async function openUpdate(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Update ${name}` }));
  return screen.findByRole('dialog', { name: 'Update lead status' });
}

describe('lead update dialog', () => {
  it('starts on the current status, shows the date only for followup and the reference only for payment_done', async () => {
    leadsApi('user');
    renderRoute('/admin/meta-leads');
    const dialog = await openUpdate('Meena Sundaram');
    const status = within(dialog).getByLabelText(/^Status/) as HTMLSelectElement;
    expect(status.value).toBe('pending');
    expect([...status.options].map((option) => option.value)).toEqual([
      '',
      'pending',
      'interested',
      'not_interested',
      'wrong_number',
      'followup',
      'void',
      'payment_done',
    ]);
    expect(within(dialog).queryByLabelText(/Follow-up Date/)).toBeNull();
    expect(within(dialog).queryByLabelText(/Reference ID/)).toBeNull();

    fireEvent.change(status, { target: { value: 'followup' } });
    expect(await within(dialog).findByLabelText(/Follow-up Date/)).toBeTruthy();
    expect(within(dialog).queryByLabelText(/Reference ID/)).toBeNull();

    fireEvent.change(status, { target: { value: 'payment_done' } });
    expect(await within(dialog).findByLabelText(/Reference ID/)).toBeTruthy();
    expect(within(dialog).queryByLabelText(/Follow-up Date/)).toBeNull();
  });

  it('shows a caller only "linked to a paid registration"', async () => {
    // The server sends a caller the link without the registration's id or ref.
    leadsApi('user', [
      { ...paid, registrationLink: { registrationId: null, registrationRef: null, paid: true } },
    ]);
    renderRoute('/admin/meta-leads');
    const dialog = await openUpdate('Kavya Raman');
    expect((within(dialog).getByLabelText(/^Status/) as HTMLSelectElement).value).toBe('payment_done');
    expect(within(dialog).getByText('Linked to a paid registration')).toBeTruthy();
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it('asks for a status, the date of a follow-up, then sends exactly the visible fields', async () => {
    const api = leadsApi('user');
    api.on('PATCH /api/admin/meta-leads/:id/status', () => ({ message: 'Lead status updated', lead: meena }));
    renderRoute('/admin/meta-leads');
    const dialog = await openUpdate('Meena Sundaram');
    const answers = within(dialog).getByTestId('lead-form-answers');
    expect(within(answers).getByText('உங்கள் தொழில் எது?')).toBeTruthy();
    expect(within(answers).getByText('₹50,000')).toBeTruthy();
    expect(within(dialog).getByText('Running a shop')).toBeTruthy();

    const status = within(dialog).getByLabelText(/^Status/);
    const save = within(dialog).getByRole('button', { name: 'Save' });
    fireEvent.change(status, { target: { value: '' } });
    fireEvent.click(save);
    expect(await within(dialog).findByText('Please select a status')).toBeTruthy();

    fireEvent.change(status, { target: { value: 'followup' } });
    fireEvent.click(save);
    expect(await within(dialog).findByText('Please choose a follow-up date')).toBeTruthy();
    expect(api.calls('PATCH /api/admin/meta-leads/7/status')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Follow-up Date/), { target: { value: '2025-10-24' } });
    fireEvent.change(within(dialog).getByLabelText('Notes'), { target: { value: 'Call after Deepavali' } });
    fireEvent.click(save);
    expect(await screen.findByText('Lead status updated successfully!')).toBeTruthy();
    expect(api.calls('PATCH /api/admin/meta-leads/7/status')[0]?.body).toEqual({
      status: 'followup',
      followupDate: '2025-10-24',
      notes: 'Call after Deepavali',
      business_notes: 'Two shops in RS Puram',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends the reference of a payment and no date, and words a refusal as the spec does', async () => {
    const api = leadsApi('admin');
    api.on('PATCH /api/admin/meta-leads/:id/status', () =>
      Response.json({ message: 'Lead not found', code: 'NOT_FOUND' }, { status: 404 }),
    );
    renderRoute('/admin/meta-leads');
    const dialog = await openUpdate('Meena Sundaram');
    fireEvent.change(within(dialog).getByLabelText(/^Status/), { target: { value: 'payment_done' } });
    fireEvent.change(await within(dialog).findByLabelText(/Reference ID/), { target: { value: ' 102 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update lead status: Lead not found')).toBeTruthy();
    expect(api.calls('PATCH /api/admin/meta-leads/7/status')[0]?.body).toEqual({
      status: 'payment_done',
      referenceId: '102',
      business_notes: 'Two shops in RS Puram',
    });
  });

  it('links an admin to the registration a paid lead is linked to', async () => {
    leadsApi('admin', [paid]);
    renderRoute('/admin/meta-leads');
    const dialog = await openUpdate('Kavya Raman');
    const link = within(dialog).getByRole('link', { name: 'Linked to registration #102' });
    expect(link.getAttribute('href')).toBe('/admin/registrations?search=9843012345');
  });
});

describe('call note', () => {
  it('keeps the status and its date and sends the note in one step', async () => {
    const followup = leadRow({ currentStatus: 'followup', followupDate: '2025-10-22', due: 'today' });
    const api = leadsApi('user', [followup]);
    api.on('PATCH /api/admin/meta-leads/:id/status', () => ({ message: 'ok', lead: followup }));
    renderRoute('/admin/meta-leads');
    fireEvent.click(await screen.findByRole('button', { name: 'Note: add a call note for Meena Sundaram' }));
    const dialog = await screen.findByRole('dialog', { name: 'Call note' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(await within(dialog).findByText('Please write a note')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/What was said/), {
      target: { value: 'Busy, call at 6' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note saved')).toBeTruthy();
    expect(api.calls('PATCH /api/admin/meta-leads/7/status')[0]?.body).toEqual({
      status: 'followup',
      followupDate: '2025-10-22',
      notes: 'Busy, call at 6',
    });
  });
});

describe('lead history dialog', () => {
  const entry = (overrides: Partial<LeadHistoryEntry>): LeadHistoryEntry => ({
    id: 1,
    leadId: 7,
    status: 'pending',
    followupDate: null,
    referenceId: null,
    notes: null,
    businessNotes: null,
    updatedBy: 'ravi',
    updatedAt: '2025-10-01T05:00:00.000Z',
    ...overrides,
  });

  it('lists newest first, marks the newest Current, cuts notes at 20 characters and opens them on demand', async () => {
    const api = leadsApi('user');
    const longNote = 'Asked to call back after Deepavali with the GST number';
    api.on('GET /api/admin/meta-leads/:id/history', () => ({
      history: [
        entry({
          id: 3,
          status: 'followup',
          followupDate: '2025-10-24',
          notes: longNote,
          updatedAt: '2025-10-05T05:00:00.000Z',
        }),
        entry({
          id: 2,
          status: 'interested',
          notes: 'Short note',
          updatedBy: 'kavya',
          updatedAt: '2025-10-03T05:00:00.000Z',
        }),
        entry({ id: 1, status: 'pending', updatedBy: 'system' }),
      ],
    }));
    renderRoute('/admin/meta-leads');
    fireEvent.click(await screen.findByRole('button', { name: 'History of Meena Sundaram' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lead history' });
    const entries = await within(dialog).findAllByTestId('lead-history-entry');
    expect(entries).toHaveLength(3);
    expect(within(dialog).getByTestId('lead-history-list').className).toContain('max-h-32');
    expect(within(dialog).getByTestId('lead-history-list').className).toContain('overflow-y-auto');

    const [newest, middle, oldest] = entries as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(newest).getByText('Current')).toBeTruthy();
    expect(within(middle).queryByText('Current')).toBeNull();
    expect(within(oldest).queryByText('Current')).toBeNull();
    expect(within(newest).getByText('Follow-up')).toBeTruthy();
    expect(within(newest).getByText('Follow-up on 24 Oct 2025')).toBeTruthy();
    expect(within(middle).getByText('Updated by kavya')).toBeTruthy();
    expect(within(middle).getByText(/3 Oct 2025/)).toBeTruthy();

    const note = within(newest).getByTestId('lead-history-note');
    expect(note.textContent).toBe(`${longNote.slice(0, 20)}…`);
    expect(within(middle).getByTestId('lead-history-note').textContent).toBe('Short note');
    expect(within(middle).queryByRole('button', { name: 'more' })).toBeNull();

    const more = within(newest).getByRole('button', { name: 'more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(note.textContent).toBe(longNote);
    expect(within(newest).getByRole('button', { name: 'less' }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('reassigning', () => {
  it('reassigns a selection to an active caller and shows the server message', async () => {
    const api = leadsApi('lead_manager');
    api.on('POST /api/admin/meta-leads/reassign', () => ({
      reassigned: 2,
      message: '2 leads reassigned to kavya',
    }));
    renderRoute('/admin/meta-leads');
    fireEvent.click(await screen.findByLabelText('Select Meena Sundaram'));
    fireEvent.click(screen.getByLabelText('Select Kavya Raman'));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reassign selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign leads' });
    const to = within(dialog).getByLabelText('Assign to') as HTMLSelectElement;
    // Disabled callers are not offered.
    expect([...to.options].map((option) => option.value)).toEqual(['ravi', 'kavya', '']);
    fireEvent.change(to, { target: { value: 'kavya' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText('2 leads reassigned to kavya')).toBeTruthy();
    expect(api.calls('POST /api/admin/meta-leads/reassign')[0]?.body).toEqual({
      leadIds: [7, 9],
      caller: 'kavya',
    });
    await waitFor(() => expect(screen.getByText('0 selected')).toBeTruthy());
  });

  it('unassigns one lead from its row', async () => {
    const api = leadsApi('admin');
    api.on('POST /api/admin/meta-leads/reassign', () => ({
      reassigned: 1,
      message: '1 lead left unassigned',
    }));
    renderRoute('/admin/meta-leads');
    fireEvent.click(await screen.findByRole('button', { name: 'Reassign Meena Sundaram' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign leads' });
    fireEvent.change(within(dialog).getByLabelText('Assign to'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText('1 lead left unassigned')).toBeTruthy();
    expect(api.calls('POST /api/admin/meta-leads/reassign')[0]?.body).toEqual({ leadIds: [7], caller: null });
  });
});
