import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  chooseRowAction,
  registrationPage,
  registrationRow,
} from '@/features/admin-registrations/testing/registration-fixtures';
import staffEn from '@/i18n/staff-en.json';
import { fakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

const pending = registrationRow();
const paid = registrationRow({ id: 102, fullName: 'Kavya Raman', paymentStatus: 'completed' });

function optionValues(select: HTMLElement): string[] {
  return [...(select as HTMLSelectElement).options].map((option) => option.value);
}

describe('follow-up dialogs', () => {
  it('offers only the statuses the payment status allows', async () => {
    const api = fakeApi();
    api.signIn();
    api.on('GET /api/admin/registrations', () => Response.json(registrationPage([pending, paid])));
    renderRoute('/admin/registrations');

    await chooseRowAction('Kavya Raman', 'Update follow-up');
    let dialog = await screen.findByRole('dialog');
    expect(optionValues(within(dialog).getByLabelText(/Follow-up status/))).toEqual(['', 'completed']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await chooseRowAction('Meena Sundaram', 'Update follow-up');
    dialog = await screen.findByRole('dialog');
    expect(optionValues(within(dialog).getByLabelText(/Follow-up status/))).toEqual([
      '',
      'pending',
      'not_interested',
      'will_do_later',
      'need_to_follow_up',
      'wrong_number',
    ]);
  });

  it('asks for a status, shows the server refusal, then saves', async () => {
    const api = fakeApi();
    api.signIn();
    api.on('GET /api/admin/followups/summary', {
      pending: 0,
      needFollowUp: 0,
      completed: 0,
      notInterested: 0,
    });
    api.on('GET /api/admin/registrations', () => Response.json(registrationPage([paid])));
    api.onAny('POST /api/admin/registrations/102/followup', () =>
      Response.json(
        {
          message: 'Invalid followup status for the current payment status.',
          code: 'FOLLOWUP_STATUS_NOT_ALLOWED',
        },
        { status: 400 },
      ),
    );
    renderRoute('/admin/followups');
    fireEvent.click(await screen.findByRole('button', { name: 'Update Kavya Raman' }));
    const dialog = await screen.findByRole('dialog');
    const status = within(dialog).getByLabelText(/Follow-up status/);
    fireEvent.change(status, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Please select a status')).toBeTruthy();
    expect(api.calls('POST /api/admin/registrations/102/followup')).toHaveLength(0);

    fireEvent.change(status, { target: { value: 'completed' } });
    fireEvent.change(within(dialog).getByLabelText('Notes'), { target: { value: 'பணம் வந்தது' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(
      await within(dialog).findByText('Invalid followup status for the current payment status.'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Failed to update followup status: Invalid followup status for the current payment status.',
      ),
    ).toBeTruthy();

    api.onAny('POST /api/admin/registrations/102/followup', () => Response.json({ message: 'Updated' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Followup status updated successfully!')).toBeTruthy();
    expect(api.calls('POST /api/admin/registrations/102/followup').at(-1)?.body).toEqual({
      status: 'completed',
      notes: 'பணம் வந்தது',
    });
  });

  it('shows the history newest first with who and when', async () => {
    const api = fakeApi();
    api.signIn();
    api.on('GET /api/admin/registrations', () => Response.json(registrationPage([pending])));
    api.onAny('GET /api/admin/registrations/101/followups', () =>
      Response.json([
        {
          id: 1,
          status: 'will_do_later',
          notes: 'Call in Oct',
          updatedBy: 'admin-1',
          updatedAt: '2025-10-01T05:00:00.000Z',
        },
        {
          id: 2,
          status: 'wrong_number',
          notes: '',
          updatedBy: 'admin-2',
          updatedAt: '2025-10-05T05:00:00.000Z',
        },
      ]),
    );
    renderRoute('/admin/registrations');
    await chooseRowAction('Meena Sundaram', 'Follow-up history');
    const dialog = await screen.findByRole('dialog');
    const entries = await within(dialog).findAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Wrong number.*2025.*Updated by admin-2$/),
      expect.stringMatching(/^Will do later.*Call in Oct.*Updated by admin-1$/),
    ]);
  });
});

describe('Follow-up Management', () => {
  it('shows the cards, truncates notes at 30 characters and says Needs Followup when there is none', async () => {
    const api = fakeApi();
    api.signIn();
    const note = 'Asked to call back after Deepavali with the GST number';
    api.on('GET /api/admin/registrations', () =>
      Response.json(
        registrationPage([
          registrationRow({
            followupStatus: 'will_do_later',
            followupNotes: note,
            lastFollowupAt: '2025-10-04T05:00:00.000Z',
          }),
          registrationRow({ id: 103, fullName: 'Arun', followupStatus: null }),
        ]),
      ),
    );
    api.on('GET /api/admin/followups/summary', {
      pending: 4,
      needFollowUp: 3,
      completed: 2,
      notInterested: 1,
    });
    renderRoute('/admin/followups?followupStatus=will_do_later');
    expect(await screen.findByText(`${note.slice(0, 30)}…`)).toBeTruthy();
    expect(screen.getByTitle(note)).toBeTruthy();
    expect(within(screen.getByTestId('followup-row-103')).getByText('Needs Followup')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('followup-card-needFollowUp').textContent).toBe('3'));
    expect(api.calls('GET /api/admin/followups/summary')[0]?.query.toString()).toBe(
      'followupStatus=will_do_later',
    );
  });

  it('says No registrations found matching your criteria. when the list is empty', async () => {
    const api = fakeApi();
    api.signIn();
    api.on('GET /api/admin/followups/summary', {
      pending: 0,
      needFollowUp: 0,
      completed: 0,
      notInterested: 0,
    });
    api.on('GET /api/admin/registrations', () => Response.json(registrationPage([])));
    renderRoute('/admin/followups');
    expect(await screen.findByText('No registrations found matching your criteria.')).toBeTruthy();
  });
});

describe('Add New Registration', () => {
  it('opens from ?new=1 and shows business name and referred by only when they apply', async () => {
    const api = fakeApi();
    api.signIn();
    api.on('GET /api/admin/registrations', () => Response.json(registrationPage([])));
    renderRoute('/admin/registrations?new=1');
    const dialog = await screen.findByRole('dialog', { name: 'Add New Registration' });
    expect(within(dialog).queryByLabelText(/Business name/)).toBeNull();
    expect(within(dialog).queryByLabelText(/Referred by/)).toBeNull();
    expect(optionValues(within(dialog).getByLabelText(/Package/))).toEqual(['vip', 'diamond', 'gold']);

    fireEvent.change(within(dialog).getByLabelText(/Type/), { target: { value: 'business' } });
    fireEvent.change(within(dialog).getByLabelText(/How did they hear/), { target: { value: 'friend' } });
    expect(await within(dialog).findByLabelText(/Business name/)).toBeTruthy();
    expect(within(dialog).getByLabelText(/Referred by/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Registration' }));
    // The contracts' catalog keys, translated with the public form's messages.
    await waitFor(() => expect(within(dialog).queryAllByText(/^validation\./)).toEqual([]));
    expect(within(dialog).getAllByText(/.+/, { selector: 'p[id$="-error"]' }).length).toBeGreaterThanOrEqual(
      5,
    );
    expect(api.calls('POST /api/admin/registrations')).toHaveLength(0);
  });

  it('clears a receipt over 5 MB with the spec message', async () => {
    const api = fakeApi();
    api.signIn();
    api.on('GET /api/admin/registrations', () => Response.json(registrationPage([])));
    renderRoute('/admin/registrations?new=1');
    const dialog = await screen.findByRole('dialog', { name: 'Add New Registration' });
    const input = within(dialog).getByLabelText(/Payment receipt image/) as HTMLInputElement;
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'receipt.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await within(dialog).findByText('File size should be less than 5MB')).toBeTruthy();
    expect(input.value).toBe('');
  });

  it('creates, uploads the receipt with the new id and says so', async () => {
    const api = fakeApi();
    api.signIn();
    api.on('GET /api/admin/registrations', () => Response.json(registrationPage([])));
    api.onAny('POST /api/admin/registrations', () =>
      Response.json({ id: 345, ref: 'r-345' }, { status: 201 }),
    );
    api.onAny('POST /api/admin/registrations/345/proof', () =>
      Response.json({ message: 'ok' }, { status: 201 }),
    );
    const { router } = renderRoute('/admin/registrations?new=1');
    const dialog = await screen.findByRole('dialog', { name: 'Add New Registration' });
    fireEvent.change(within(dialog).getByLabelText(/Full name/), { target: { value: 'செல்வி ராஜா' } });
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'selvi@example.com' } });
    fireEvent.change(within(dialog).getByLabelText(/Phone/), { target: { value: '+91 94430 11111' } });
    fireEvent.change(within(dialog).getByLabelText(/Package/), { target: { value: 'vip' } });
    const receipt = new File(['png'], 'receipt.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByLabelText(/Payment receipt image/), {
      target: { files: [receipt] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Registration' }));
    expect(await screen.findByText('Registration created successfully! ID: 345')).toBeTruthy();
    expect(api.calls('POST /api/admin/registrations')[0]?.body).toMatchObject({
      fullName: 'செல்வி ராஜா',
      email: 'selvi@example.com',
      package: 'vip',
      type: 'individual',
      businessName: null,
      referenceType: null,
    });
    const upload = api.calls('POST /api/admin/registrations/345/proof')[0]?.body as FormData;
    expect((upload.get('image') as File).name).toBe('receipt.png');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("says 'Image upload failed' when the registration was created but its receipt did not arrive", async () => {
    const api = fakeApi();
    api.signIn();
    api.on('GET /api/admin/registrations', () => Response.json(registrationPage([])));
    api.onAny('POST /api/admin/registrations', () =>
      Response.json({ id: 346, ref: 'r-346' }, { status: 201 }),
    );
    api.onAny('POST /api/admin/registrations/346/proof', () =>
      Response.json({ message: 'Images only (JPG, PNG, GIF or WebP)' }, { status: 415 }),
    );
    renderRoute('/admin/registrations?new=1');
    const dialog = await screen.findByRole('dialog', { name: 'Add New Registration' });
    fireEvent.change(within(dialog).getByLabelText(/Full name/), { target: { value: 'Selvi Raja' } });
    fireEvent.change(within(dialog).getByLabelText(/Email/), { target: { value: 'selvi@example.com' } });
    fireEvent.change(within(dialog).getByLabelText(/Phone/), { target: { value: '+91 94430 11111' } });
    fireEvent.change(within(dialog).getByLabelText(/Payment receipt image/), {
      target: { files: [new File(['png'], 'receipt.png', { type: 'image/png' })] },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Registration' }));
    expect(await screen.findByText('Registration created successfully! ID: 346')).toBeTruthy();
    expect(screen.getByText('Image upload failed: Images only (JPG, PNG, GIF or WebP)')).toBeTruthy();
  });
});

describe('Edit Registration', () => {
  it('offers silver only for a silver registration and the payment tick only when unpaid', async () => {
    const api = fakeApi();
    api.signIn();
    api.on('GET /api/admin/registrations/:id/leads', { leads: [] });
    const silver = registrationRow({ id: 104, fullName: 'Devi', package: 'silver' });
    api.on('GET /api/admin/registrations', () => Response.json(registrationPage([silver, paid])));
    renderRoute('/admin/registrations');
    await chooseRowAction('Devi', 'Edit');
    let dialog = await screen.findByRole('dialog', { name: 'Edit Registration' });
    expect(optionValues(within(dialog).getByLabelText(/Package/))).toEqual([
      'vip',
      'diamond',
      'gold',
      'silver',
    ]);
    expect(within(dialog).getByLabelText(/Update Payment Status/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await chooseRowAction('Kavya Raman', 'Edit');
    dialog = await screen.findByRole('dialog', { name: 'Edit Registration' });
    expect(optionValues(within(dialog).getByLabelText(/Package/))).toEqual(['vip', 'diamond', 'gold']);
    expect(within(dialog).queryByLabelText(/Update Payment Status/)).toBeNull();
  });

  it('with the tick saves, records the payment, then completes the follow-up', async () => {
    const api = fakeApi();
    api.signIn();
    api.on('GET /api/admin/registrations/:id/leads', { leads: [] });
    api.on('GET /api/admin/registrations', () => Response.json(registrationPage([pending])));
    api.onAny('PUT /api/admin/registrations/101', () => Response.json(pending));
    api.onAny('POST /api/admin/manual_update/payment/101', () => Response.json({ message: 'ok' }));
    api.onAny('POST /api/admin/registrations/101/followup', () => Response.json({ message: 'ok' }));
    renderRoute('/admin/registrations');
    await chooseRowAction('Meena Sundaram', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Registration' });
    fireEvent.click(within(dialog).getByLabelText(/Update Payment Status/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Registration updated successfully!')).toBeTruthy();
    const order = api.seen
      .filter((call) => call.method !== 'GET')
      .map((call) => `${call.method} ${call.path}`);
    expect(order).toEqual([
      'PUT /api/admin/registrations/101',
      'POST /api/admin/manual_update/payment/101',
      'POST /api/admin/registrations/101/followup',
    ]);
    expect(api.calls('POST /api/admin/manual_update/payment/101')[0]?.body).toMatchObject({ checked: true });
    expect(api.calls('POST /api/admin/registrations/101/followup')[0]?.body).toEqual({
      status: 'completed',
      notes: 'Admin updated',
    });
  });

  it('with the tick on a registration paid meanwhile: says the fields are saved and the payment was already recorded', async () => {
    const api = fakeApi();
    api.signIn();
    api.on('GET /api/admin/registrations/:id/leads', { leads: [] });
    api.on('GET /api/admin/registrations', () => Response.json(registrationPage([pending])));
    api.onAny('PUT /api/admin/registrations/101', () => Response.json(pending));
    api.onAny('POST /api/admin/manual_update/payment/101', () =>
      Response.json(
        { code: 'REGISTRATION_ALREADY_PAID', message: 'Payment already completed' },
        { status: 409 },
      ),
    );
    renderRoute('/admin/registrations');
    await chooseRowAction('Meena Sundaram', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Registration' });
    fireEvent.click(within(dialog).getByLabelText(/Update Payment Status/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(staffEn.adminRegistrations.edit.savedAlreadyPaid)).toBeTruthy();
    expect(screen.queryByText(/Failed to update registration/)).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST /api/admin/registrations/101/followup')).toHaveLength(0);
  });

  it('shows the server message when the update is refused', async () => {
    const api = fakeApi();
    api.signIn();
    api.on('GET /api/admin/registrations/:id/leads', { leads: [] });
    api.on('GET /api/admin/registrations', () => Response.json(registrationPage([pending])));
    api.onAny('PUT /api/admin/registrations/101', () =>
      Response.json({ message: 'VIP is sold out' }, { status: 409 }),
    );
    renderRoute('/admin/registrations');
    await chooseRowAction('Meena Sundaram', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Registration' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update registration: VIP is sold out')).toBeTruthy();
  });

  it('words a refusal it knows by its code in the chosen language (PAID_PACKAGE_LOCKED, PAID_STATUS_LOCKED)', async () => {
    const api = fakeApi();
    api.signIn();
    api.on('GET /api/admin/registrations/:id/leads', { leads: [] });
    api.on('GET /api/admin/registrations', () => Response.json(registrationPage([pending])));
    api.onAny('PUT /api/admin/registrations/101', () =>
      Response.json({ code: 'PAID_PACKAGE_LOCKED', message: 'server words' }, { status: 409 }),
    );
    api.onAny('PATCH /api/admin/registrations/101/payment-status', () =>
      Response.json({ code: 'PAID_STATUS_LOCKED', message: 'server words' }, { status: 409 }),
    );
    renderRoute('/admin/registrations');
    await chooseRowAction('Meena Sundaram', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Registration' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText(
        `Failed to update registration: ${staffEn.adminRegistrations.refusals.paidPackageLocked}`,
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await chooseRowAction('Meena Sundaram', 'Set payment: Void');
    const confirm = await screen.findByRole('dialog', { name: 'Void registration' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Set void' }));
    expect(
      await screen.findByText(
        `Failed to update payment status: ${staffEn.adminRegistrations.refusals.paidStatusLocked}`,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/server words/)).toBeNull();
  });
});
