import { validationMessages } from '@eventdesk/contracts/common';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import type { CouponState } from '@/features/landing/components/coupon-field';
import { RegistrationForm, type SubmitOutcome } from '@/features/landing/components/registration-form';
import type { PackageOffer } from '@/features/landing/packages';
import en from '@/i18n/en.json';
import { i18n } from '@/lib/i18n';

const offers: PackageOffer[] = [
  { pkg: 'gold', price: 3600, originalPrice: 4600, mostPopular: false, earlyBird: true, seatsLeft: 10 },
  { pkg: 'diamond', price: 5100, originalPrice: 6100, mostPopular: true, earlyBird: true, seatsLeft: 0 },
];

const control = (name: string) => document.getElementById(`registration-${name}`) as HTMLInputElement;
const errorText = (name: string) => document.getElementById(`registration-${name}-error`)?.textContent;

function renderForm(
  props: Partial<Parameters<typeof RegistrationForm>[0]> = {},
  onSubmit = vi.fn(async (_values: unknown): Promise<SubmitOutcome> => ({ ok: true })),
) {
  const coupon: CouponState = { status: 'idle' };
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <RegistrationForm
          offers={offers}
          chosen={null}
          coupon={coupon}
          couponPrice={undefined}
          onApplyCoupon={vi.fn()}
          onEditCoupon={vi.fn()}
          onPackageChange={vi.fn()}
          soldOutMessage={undefined}
          onSubmit={onSubmit}
          {...props}
        />
      ),
    },
  ]);
  const view = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { onSubmit, view };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: en.landing.registerForm.submit }));

describe('RegistrationForm', () => {
  it('shows the catalog message of every required field and sends nothing', async () => {
    const { onSubmit } = renderForm();
    submit();
    await waitFor(() => expect(errorText('fullName')).toBe(validationMessages.en['validation.fullName.min']));
    expect(errorText('email')).toBe(validationMessages.en['validation.email.invalid']);
    expect(errorText('phone')).toBe(validationMessages.en['validation.phone.min']);
    expect(errorText('package')).toBe(validationMessages.en['validation.package.invalid']);
    expect(errorText('acceptTerms')).toBe(validationMessages.en['validation.terms.required']);
    expect(control('phone').placeholder).toBe('+91 XXXXX XXXXX');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the business name and the friend only when they apply, in Tamil too', async () => {
    await act(() => i18n.changeLanguage('ta'));
    const { onSubmit } = renderForm();
    expect(control('businessName')).toBeNull();
    fireEvent.change(control('fullName'), { target: { value: 'Kavitha' } });
    fireEvent.change(control('email'), { target: { value: 'kavitha@example.com' } });
    fireEvent.change(control('phone'), { target: { value: '9876543210' } });
    fireEvent.change(control('package'), { target: { value: 'gold' } });
    fireEvent.click(document.querySelector('input[value="business"]') as HTMLInputElement);
    fireEvent.change(control('referenceType'), { target: { value: 'friend' } });
    fireEvent.click(control('acceptTerms'));
    fireEvent.click(screen.getByRole('button', { name: 'இப்போதே பதிவு செய்' }));
    await waitFor(() =>
      expect(errorText('businessName')).toBe(validationMessages.ta['validation.businessName.required']),
    );
    expect(errorText('referredBy')).toBe(validationMessages.ta['validation.referredBy.required']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the parsed values, takes a package chosen on a card and shows server field errors', async () => {
    const onSubmit = vi.fn(async (_values: unknown): Promise<SubmitOutcome> => ({
      ok: false,
      fieldErrors: [{ path: 'email', message: 'Enter a valid email address (server)' }],
    }));
    renderForm({ chosen: { pkg: 'gold', at: 1 } }, onSubmit);
    await waitFor(() => expect(control('package').value).toBe('gold'));
    expect(screen.getByTestId('registration-amount').textContent).toContain('₹3,600');
    fireEvent.change(control('fullName'), { target: { value: '  Kavitha Raman ' } });
    fireEvent.change(control('email'), { target: { value: 'Kavitha@Example.com' } });
    fireEvent.change(control('phone'), { target: { value: '+91 98765 43210' } });
    fireEvent.click(control('acceptTerms'));
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      fullName: 'Kavitha Raman',
      email: 'kavitha@example.com',
      package: 'gold',
      type: 'individual',
      referenceType: null,
      acceptTerms: true,
    });
    await waitFor(() => expect(errorText('email')).toBe('Enter a valid email address (server)'));
  });

  it('marks sold-out packages, shows the coupon price and the sold-out message', () => {
    renderForm({
      chosen: { pkg: 'gold', at: 1 },
      coupon: { status: 'applied', code: 'EARLYBIRD' },
      couponPrice: 2880,
      soldOutMessage: 'Sold out: no seats are left in this package.',
    });
    const diamond = [...(control('package') as unknown as HTMLSelectElement).options].find(
      (option) => option.value === 'diamond',
    );
    expect(diamond?.disabled).toBe(true);
    expect(screen.getByText(en.landing.coupon.applied)).toBeTruthy();
    expect(screen.getByTestId('sold-out-message').textContent).toBe(
      'Sold out: no seats are left in this package.',
    );
  });
});
