import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { LandingRegister } from '@/features/landing/components/landing-register';
import type { PackageOffer } from '@/features/landing/packages';
import en from '@/i18n/en.json';
import { fakeApi, type FakeApi } from '@/testing/fake-api';

const offers: PackageOffer[] = [
  { pkg: 'gold', price: 3600, originalPrice: 4600, mostPopular: false, earlyBird: true, seatsLeft: 10 },
];
const refusal = 'This coupon code is not valid. Correct it or clear the field to pay the full price.';

const control = (name: string) => document.getElementById(`registration-${name}`) as HTMLInputElement;

let fake: FakeApi;
/** The bodies POSTed to /api/registrations. */
const sentRegistrations = () => fake.calls('POST /api/registrations').map((call) => call.body);

beforeEach(() => {
  fake = fakeApi();
  // The coupon check is rate-limited in every test here.
  fake.on(
    'POST /api/coupons/check',
    Response.json(
      { message: 'Too many requests. Please wait a minute and try again.', code: 'RATE_LIMITED' },
      { status: 429, headers: { 'retry-after': '60' } },
    ),
  );
});

function renderRegister() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <LandingRegister
          offers={offers}
          chosen={{ pkg: 'gold', at: 1 }}
          quickRegistrationUrl={undefined}
          onPackageSelected={vi.fn()}
        />
      ),
    },
    { path: '*', element: <p>payment page</p> },
  ]);
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

async function fillAndSubmitWithCoupon(code: string) {
  await waitFor(() => expect(control('package').value).toBe('gold'));
  fireEvent.change(control('fullName'), { target: { value: 'Kavitha Raman' } });
  fireEvent.change(control('email'), { target: { value: 'kavitha@example.com' } });
  fireEvent.change(control('phone'), { target: { value: '9876543210' } });
  fireEvent.click(control('acceptTerms'));
  fireEvent.change(control('coupon'), { target: { value: code } });
  // The check is rate-limited: the field says it could not be checked, yet the code must still travel.
  fireEvent.click(screen.getByRole('button', { name: en.landing.coupon.apply }));
  await waitFor(() => expect(screen.getByText(en.landing.coupon.error)).toBeTruthy());
  fireEvent.click(screen.getByRole('button', { name: en.landing.registerForm.submit }));
}

describe('LandingRegister: the typed coupon is always sent', () => {
  it('sends the typed code (trimmed) even though the check was rate-limited', async () => {
    fake.on('POST /api/registrations', {
      id: 1,
      ref: 'AAAAAAAAAAAAAAAAAAAAAA',
      fullName: 'Kavitha Raman',
      package: 'gold',
      amount: 2880,
      voucher: true,
      paymentStatus: 'pending',
    });
    renderRegister();
    await fillAndSubmitWithCoupon('  earlybird ');
    await waitFor(() => expect(sentRegistrations()).toHaveLength(1));
    expect(sentRegistrations()[0]).toMatchObject({ couponCode: 'earlybird', fullName: 'Kavitha Raman' });
  });

  it("shows the server's refusal beside the coupon field and keeps the other fields", async () => {
    fake.on(
      'POST /api/registrations',
      Response.json({ message: refusal, code: 'COUPON_INVALID' }, { status: 422 }),
    );
    renderRegister();
    await fillAndSubmitWithCoupon('NOPE');
    await waitFor(() =>
      expect(document.getElementById('registration-coupon-status')?.textContent).toBe(refusal),
    );
    expect(sentRegistrations()[0]).toMatchObject({ couponCode: 'NOPE' });
    expect(control('coupon').getAttribute('aria-invalid')).toBe('true');
    expect(control('coupon').value).toBe('NOPE');
    expect(control('fullName').value).toBe('Kavitha Raman');
    expect(control('email').value).toBe('kavitha@example.com');
    expect(screen.queryByText('payment page')).toBeNull();
  });
});
