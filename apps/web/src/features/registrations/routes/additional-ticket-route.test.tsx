import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationView } from '@eventdesk/contracts/registration';
import { defaultEventSettings, toPublicSettings } from '@eventdesk/contracts/settings';
import { pricesOnSale } from '@/features/registrations/components/additional-ticket-form';
import ta from '@/i18n/ta.json';
import { setLanguage } from '@/lib/i18n';
import { fakeApi, type FakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

const REF = 'AbCdEfGhIjKlMnOpQrStUv';

const parent: RegistrationView = {
  id: 42,
  ref: REF,
  fullName: 'Meena Sundaram',
  email: 'meena@example.com',
  phone: '+91 98430 12345',
  type: 'individual',
  businessName: null,
  package: 'gold',
  referenceType: null,
  referredBy: null,
  voucher: false,
  amount: 3600,
  paymentStatus: 'completed',
  ticketNumber: 1,
  isAdditionalTicket: false,
  parentRef: null,
  language: 'en',
  registeredAt: '2026-11-20T10:00:00.000Z',
};

let settings = structuredClone(defaultEventSettings);
let fake: FakeApi;

beforeEach(async () => {
  await setLanguage('en');
  settings = structuredClone(defaultEventSettings);
  fake = fakeApi();
  fake.on('GET /api/settings', () => toPublicSettings(settings));
  fake.on('GET /api/registrations/:ref', (call) =>
    call.params.ref === REF ? parent : Response.json({ message: 'Not found' }, { status: 404 }),
  );
});

const offeredPackages = async () => {
  const select = (await screen.findByLabelText(/Package/)) as HTMLSelectElement;
  await vi.waitFor(() => expect(select.options.length).toBeGreaterThan(1));
  return Array.from(select.options, (option) => option.value).filter(Boolean);
};

describe('/additional-ticket/:parentRef', () => {
  it('offers only the packages on sale (silver is off sale in the seed)', async () => {
    renderRoute(`/additional-ticket/${REF}`);
    expect(await offeredPackages()).toEqual(['gold', 'diamond', 'vip']);
  });

  it('follows the settings when staff change what is on sale', async () => {
    settings.packages.silver.onSale = true;
    settings.packages.vip.onSale = false;
    renderRoute(`/additional-ticket/${REF}`);
    expect(await offeredPackages()).toEqual(['silver', 'gold', 'diamond']);
  });

  it('says in the visitor language that the registration is no longer paid (REGISTRATION_NOT_PAID), and offers to pay', async () => {
    await setLanguage('ta');
    let paymentStatus: RegistrationView['paymentStatus'] = 'completed';
    fake.on('GET /api/registrations/:ref', () => ({ ...parent, paymentStatus }));
    fake.on('POST /api/registrations/:ref/additional-ticket', () => {
      paymentStatus = 'void';
      return Response.json(
        { code: 'REGISTRATION_NOT_PAID', message: 'Payment Not Completed' },
        { status: 409 },
      );
    });
    renderRoute(`/additional-ticket/${REF}`);
    const packageSelect = (await screen.findByLabelText(
      new RegExp(ta.registrations.additionalTicketForm.package),
    )) as HTMLSelectElement;
    await vi.waitFor(() => expect(packageSelect.options.length).toBeGreaterThan(1));
    fireEvent.change(screen.getByLabelText(new RegExp(ta.registrations.additionalTicketForm.fullName)), {
      target: { value: 'Guest One' },
    });
    fireEvent.change(packageSelect, { target: { value: 'gold' } });
    fireEvent.click(screen.getByRole('button', { name: ta.registrations.additionalTicketForm.submit }));

    expect(await screen.findByText(ta.registrations.additionalTicketNotPaid.body)).toBeTruthy();
    expect(screen.queryByText('Payment Not Completed')).toBeNull();
    expect(await screen.findByTestId('payment-not-completed')).toBeTruthy();
    expect(fake.calls('POST /api/registrations/:ref/additional-ticket')).toHaveLength(1);
  });
});

describe('pricesOnSale', () => {
  it('maps the packages on sale to their server price, and nothing before the settings load', () => {
    expect(pricesOnSale(toPublicSettings(defaultEventSettings))).toEqual({
      gold: 3600,
      diamond: 5100,
      vip: 7200,
    });
    expect(pricesOnSale(undefined)).toEqual({});
  });
});
