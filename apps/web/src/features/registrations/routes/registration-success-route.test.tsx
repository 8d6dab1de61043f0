import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RegistrationView } from '@eventdesk/contracts/registration';
import { defaultEventSettings, toPublicSettings } from '@eventdesk/contracts/settings';
import en from '@/i18n/en.json';
import ta from '@/i18n/ta.json';
import { setLanguage } from '@/lib/i18n';
import { fakeApi, type FakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

const REF = 'AbCdEfGhIjKlMnOpQrStUv';

function registration(overrides: Partial<RegistrationView> = {}): RegistrationView {
  return {
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
    paymentStatus: 'pending',
    ticketNumber: 1,
    isAdditionalTicket: false,
    parentRef: null,
    language: 'en',
    registeredAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

let current: RegistrationView;
let fake: FakeApi;

beforeEach(() => {
  current = registration();
  fake = fakeApi();
  fake.on('GET /api/settings', toPublicSettings(defaultEventSettings));
  fake.on('GET /api/registrations/:ref', () => current);
  fake.on('GET /api/registrations/:ref/qrcode', () =>
    current.paymentStatus === 'completed'
      ? { qrCode: 'data:image/png;base64,iVBORw0KGgo=' }
      : Response.json({ message: 'Payment not completed yet' }, { status: 409 }),
  );
});

/** The heading once the registration is loaded (before that it is neutral). */
const headingBecomes = (text: string) =>
  waitFor(() => expect(screen.getByTestId('registration-heading').textContent).toBe(text));

describe('/registration-success/:ref says what the registration really is', () => {
  it('unpaid: "Registered, payment pending", a link to pay, no ticket and no additional-ticket offer', async () => {
    renderRoute(`/registration-success/${REF}`);
    // While loading, the heading claims nothing.
    expect((await screen.findByTestId('registration-heading')).textContent).not.toBe(
      en.registrations.successPage.title,
    );
    await headingBecomes(en.registrations.successPage.pendingTitle);
    expect(screen.queryByText(en.registrations.successPage.title)).toBeNull();
    expect(screen.getByTestId('registration-state').textContent).toBe(
      en.registrations.successPage.pendingBody,
    );
    const pay = screen.getByTestId('pay-link');
    expect(pay.getAttribute('href')).toBe(`/payment/${REF}`);
    expect(pay.textContent).toBe(en.registrations.successActions.pay);
    expect(screen.queryByTestId('additional-ticket-link')).toBeNull();
    expect(screen.queryByTestId('qr-code')).toBeNull();
    // The page does not even ask for a ticket the server would refuse.
    expect(fake.calls('GET /api/registrations/:ref/qrcode')).toEqual([]);
  });

  it('unpaid, in Tamil', async () => {
    current = registration({ paymentStatus: 'prospect' });
    await setLanguage('ta');
    renderRoute(`/registration-success/${REF}`);
    await headingBecomes(ta.registrations.successPage.pendingTitle);
    expect(screen.getByTestId('pay-link').textContent).toBe(ta.registrations.successActions.pay);
  });

  it('paid: "Registration successful", the QR ticket and the additional-ticket link, no pay link', async () => {
    current = registration({ paymentStatus: 'completed' });
    renderRoute(`/registration-success/${REF}`);
    await headingBecomes(en.registrations.successPage.title);
    await screen.findByTestId('qr-code');
    expect(screen.getByTestId('additional-ticket-link').getAttribute('href')).toBe(
      `/additional-ticket/${REF}`,
    );
    expect(screen.queryByTestId('pay-link')).toBeNull();
  });

  it('cancelled: says so, with neither a pay link nor an additional ticket', async () => {
    current = registration({ paymentStatus: 'void' });
    renderRoute(`/registration-success/${REF}`);
    await headingBecomes(en.registrations.successPage.cancelledTitle);
    await waitFor(() =>
      expect(screen.getByTestId('registration-state').textContent).toBe(
        en.registrations.successPage.cancelledBody,
      ),
    );
    expect(screen.queryByTestId('pay-link')).toBeNull();
    expect(screen.queryByTestId('additional-ticket-link')).toBeNull();
  });
});
