import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { TicketPackage } from '@eventdesk/contracts/common';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useCheckCoupon } from '@/features/landing/api/check-coupon';
import { useCreateRegistration } from '@/features/landing/api/create-registration';
import type { CouponState } from '@/features/landing/components/coupon-field';
import {
  RegistrationForm,
  type RegistrationFormOutput,
  type SubmitOutcome,
} from '@/features/landing/components/registration-form';
import type { PackageOffer } from '@/features/landing/packages';
import { ApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

type LandingRegisterProps = {
  offers: PackageOffer[];
  chosen: { pkg: TicketPackage; at: number } | null;
  quickRegistrationUrl: string | undefined;
  /** Tells the page which package the form holds, so its card shows as chosen. */
  onPackageSelected: (pkg: TicketPackage | undefined) => void;
};

/** The #register section: wires the form to the server (coupon, registration), the toasts and the payment page. */
export function LandingRegister({
  offers,
  chosen,
  quickRegistrationUrl,
  onPackageSelected,
}: LandingRegisterProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const { mutate: mutateCoupon } = useCheckCoupon();
  const [checkingDevice, setCheckingDevice] = useState(false);
  const createRegistration = useCreateRegistration({ onChecking: setCheckingDevice });
  const [coupon, setCoupon] = useState<CouponState>({ status: 'idle' });
  const [couponPrice, setCouponPrice] = useState<number | undefined>(undefined);
  // What the visitor typed, sent with the registration even when the check failed or was rate-limited: the server
  // applies it or refuses it, so a typed code is never dropped for a silent full price.
  const [typedCoupon, setTypedCoupon] = useState('');
  const [soldOutMessage, setSoldOutMessage] = useState<string | undefined>(undefined);

  const fallbackPackage = offers[0]?.pkg ?? 'gold';
  const applyCoupon = useCallback(
    (code: string, pkg: TicketPackage | undefined) => {
      setCoupon({ status: 'checking' });
      // Before a package is chosen the code is checked against the first package on sale; the price then
      // follows the chosen package.
      const target = pkg ?? fallbackPackage;
      mutateCoupon(
        { code, package: target },
        {
          onSuccess: (answer) => {
            setCoupon(answer.valid ? { status: 'applied', code } : { status: 'invalid' });
            setCouponPrice(answer.valid && pkg ? answer.price : undefined);
          },
          onError: () => setCoupon({ status: 'error' }),
        },
      );
    },
    [mutateCoupon, fallbackPackage],
  );

  // The form reports package changes; an applied coupon is then re-priced for the new package.
  const couponRef = useRef(coupon);
  useEffect(() => {
    couponRef.current = coupon;
  }, [coupon]);
  const onPackageChange = useCallback(
    (pkg: TicketPackage | undefined) => {
      onPackageSelected(pkg);
      setSoldOutMessage(undefined);
      setCouponPrice(undefined);
      const current = couponRef.current;
      if (current.status === 'applied' && pkg) {
        applyCoupon(current.code, pkg);
      }
    },
    [applyCoupon, onPackageSelected],
  );

  const submit = async (values: RegistrationFormOutput): Promise<SubmitOutcome> => {
    const { acceptTerms: _terms, ...body } = values;
    setSoldOutMessage(undefined);
    try {
      const created = await createRegistration.mutateAsync({
        ...body,
        couponCode: typedCoupon.trim() || null,
        language: currentLanguage(),
      });
      toast({
        title: t('landing.registerToast.successTitle'),
        description: t('landing.registerToast.successBody'),
      });
      await navigate(paths.payment.getHref(created.ref));
      return { ok: true };
    } catch (error) {
      const body = error instanceof ApiError ? error.body : undefined;
      if (body?.code === 'SOLD_OUT') {
        setSoldOutMessage(body.message);
      }
      if (body?.code === 'COUPON_INVALID' || (body?.code === 'RATE_LIMITED' && typedCoupon.trim())) {
        setCoupon({ status: 'refused', message: body.message });
        setCouponPrice(undefined);
      }
      toast({
        variant: 'destructive',
        title: t('landing.registerToast.failedTitle'),
        description: body?.message ?? t('landing.registerToast.failedBody'),
      });
      return { ok: false, fieldErrors: body?.errors };
    }
  };

  return (
    <section id="register" aria-labelledby="register-title" className="scroll-mt-16">
      <div className="mx-auto max-w-2xl px-4 py-10">
        <h2 id="register-title" className="text-2xl font-bold text-slate-900">
          {t('landing.register.title')}
        </h2>
        <p className="mt-2 mb-6 text-slate-700">{t('landing.register.body')}</p>
        <RegistrationForm
          offers={offers}
          chosen={chosen}
          coupon={coupon}
          couponPrice={couponPrice}
          onApplyCoupon={applyCoupon}
          onEditCoupon={(code) => {
            setTypedCoupon(code);
            if (coupon.status !== 'idle') {
              setCoupon({ status: 'idle' });
              setCouponPrice(undefined);
            }
          }}
          onPackageChange={onPackageChange}
          soldOutMessage={soldOutMessage}
          checkingDevice={checkingDevice}
          onSubmit={submit}
        />
        {quickRegistrationUrl ? (
          <p className="mt-6 text-center text-sm text-slate-700">
            {t('landing.register.quickPrompt')}{' '}
            <a
              href={quickRegistrationUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-amber-800 underline"
              data-testid="quick-registration-link"
            >
              {t('landing.register.quickLink')}
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
