import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationView } from '@eventdesk/contracts/registration';
import { defaultEventSettings, toPublicSettings } from '@eventdesk/contracts/settings';
import { pricesOnSale } from '@/features/registrations/components/additional-ticket-form';
import { fakeApi } from '@/testing/fake-api';
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

beforeEach(() => {
  settings = structuredClone(defaultEventSettings);
  const fake = fakeApi();
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
