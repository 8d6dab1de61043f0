import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { referenceTypes, type TicketPackage } from '@eventdesk/contracts/common';
import { registrationFormSchema, type RegistrationFormValues } from '@eventdesk/contracts/registration';
import { DeviceCheckStatus } from '@/components/ui/device-check-status';
import { describedBy } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { CouponField, type CouponState } from '@/features/landing/components/coupon-field';
import type { PackageOffer } from '@/features/landing/packages';
import { formatRupees } from '@/lib/format-money';

export type RegistrationFormOutput = z.output<typeof registrationFormSchema>;

/** What the page answers after sending: server field errors go back onto the fields. */
export type SubmitOutcome =
  { ok: true } | { ok: false; fieldErrors?: Array<{ path: string; message: string }> };

type RegistrationFormProps = {
  offers: PackageOffer[];
  /** A package chosen on a card; `at` changes on every click so choosing the same card again still applies. */
  chosen: { pkg: TicketPackage; at: number } | null;
  coupon: CouponState;
  /** The server's price for the package with the applied coupon, when one is applied. */
  couponPrice: number | undefined;
  onApplyCoupon: (code: string, pkg: TicketPackage | undefined) => void;
  /** Called with the typed code on every change. */
  onEditCoupon: (code: string) => void;
  onPackageChange: (pkg: TicketPackage | undefined) => void;
  /** Shown above the button when the server answered sold out. */
  soldOutMessage: string | undefined;
  /** True while the device solves the proof of work the API asked for. */
  checkingDevice?: boolean;
  onSubmit: (values: RegistrationFormOutput) => Promise<SubmitOutcome>;
};

const emptyValues = {
  fullName: '',
  email: '',
  phone: '',
  type: 'individual',
  businessName: '',
  referenceType: '',
  referredBy: '',
  acceptTerms: false,
} as const;

const isPackage = (value: unknown, offers: PackageOffer[]): value is TicketPackage =>
  offers.some((offer) => offer.pkg === value);

export function RegistrationForm(props: RegistrationFormProps) {
  const { offers, chosen, coupon, couponPrice, onApplyCoupon, onEditCoupon, onPackageChange, onSubmit } =
    props;
  const { t } = useTranslation();
  const form = useForm<RegistrationFormValues, unknown, RegistrationFormOutput>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: emptyValues as unknown as RegistrationFormValues,
  });
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const [type, referenceType, selected] = useWatch({ control, name: ['type', 'referenceType', 'package'] });
  const pkg = isPackage(selected, offers) ? selected : undefined;
  const offer = offers.find((o) => o.pkg === pkg);

  useEffect(() => {
    if (chosen) {
      setValue('package', chosen.pkg, { shouldValidate: true });
    }
  }, [chosen, setValue]);
  useEffect(() => onPackageChange(pkg), [pkg, onPackageChange]);

  const submit = handleSubmit(async (values) => {
    const outcome = await onSubmit(values);
    if (!outcome.ok) {
      for (const issue of outcome.fieldErrors ?? []) {
        setError(issue.path as keyof RegistrationFormValues, { message: issue.message });
      }
    }
  });

  const field = (name: keyof RegistrationFormValues) => ({
    id: `registration-${name}`,
    error: errors[name]?.message,
    ...register(name),
  });
  const termsId = 'registration-acceptTerms';
  const termsError = errors.acceptTerms?.message;

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-4"
      data-testid="registration-form"
    >
      <p className="text-sm text-slate-600">{t('landing.registerForm.requiredNote')}</p>
      <TextField
        label={t('landing.registerForm.fullName')}
        required
        autoComplete="name"
        {...field('fullName')}
      />
      <TextField
        label={t('landing.registerForm.email')}
        required
        type="email"
        autoComplete="email"
        inputMode="email"
        {...field('email')}
      />
      <TextField
        label={t('landing.registerForm.phone')}
        required
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+91 XXXXX XXXXX"
        {...field('phone')}
      />
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">
          {t('landing.registerForm.type')}
          <span aria-hidden="true" className="text-red-700">
            {' *'}
          </span>
        </legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {(['individual', 'business'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" value={value} className="h-4 w-4 accent-amber-700" {...register('type')} />
              {t(`landing.registerForm.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {type === 'business' ? (
        <TextField
          label={t('landing.registerForm.businessName')}
          required
          autoComplete="organization"
          {...field('businessName')}
        />
      ) : null}
      <SelectField label={t('landing.registerForm.package')} required {...field('package')}>
        <option value="">{t('common.packages.choose')}</option>
        {offers.map((o) => (
          <option key={o.pkg} value={o.pkg} disabled={o.seatsLeft === 0}>
            {`${t(`common.packages.${o.pkg}`)} — ${formatRupees(o.price)}${
              o.seatsLeft === 0 ? ` (${t('landing.packages.soldOut')})` : ''
            }`}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('landing.registerForm.referenceType')} {...field('referenceType')}>
        <option value="">{t('landing.registerForm.chooseReference')}</option>
        {referenceTypes.map((value) => (
          <option key={value} value={value}>
            {t(`landing.reference.${value}`)}
          </option>
        ))}
      </SelectField>
      {referenceType === 'friend' ? (
        <TextField label={t('landing.registerForm.referredBy')} required {...field('referredBy')} />
      ) : null}
      <CouponField state={coupon} onApply={(code) => onApplyCoupon(code, pkg)} onEdit={onEditCoupon} />
      {offer ? (
        <p className="rounded-lg bg-amber-50 px-4 py-3 text-slate-900" data-testid="registration-amount">
          {t('landing.registerForm.amount')} <strong>{formatRupees(couponPrice ?? offer.price)}</strong>
          {couponPrice !== undefined && couponPrice < offer.price ? (
            <s className="ml-2 text-slate-500">{formatRupees(offer.price)}</s>
          ) : null}
        </p>
      ) : null}
      <div>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            id={termsId}
            aria-required
            aria-invalid={termsError ? true : undefined}
            aria-describedby={describedBy(termsId, false, Boolean(termsError))}
            className="mt-1 h-4 w-4 accent-amber-700"
            {...register('acceptTerms')}
          />
          <span>
            <Trans
              i18nKey="landing.registerForm.terms"
              components={{
                terms: (
                  <Link
                    to={paths.legal.terms.getHref()}
                    className="text-amber-800 underline"
                    target="_blank"
                    rel="noopener noreferrer"
                  />
                ),
              }}
            />
            <span aria-hidden="true" className="text-red-700">
              {' *'}
            </span>
          </span>
        </label>
        {termsError ? (
          <p id={`${termsId}-error`} className="mt-1 text-sm font-medium text-red-700">
            {termsError.startsWith('validation.') ? t(termsError) : termsError}
          </p>
        ) : null}
      </div>
      {props.soldOutMessage ? (
        <p
          role="alert"
          data-testid="sold-out-message"
          className="rounded-lg bg-red-50 px-4 py-3 font-semibold text-red-900"
        >
          {props.soldOutMessage}
        </p>
      ) : null}
      <DeviceCheckStatus checking={props.checkingDevice ?? false} />
      <SubmitButton
        pending={isSubmitting}
        pendingLabel={t('landing.registerForm.submitting')}
        className="w-full text-lg"
      >
        {t('landing.registerForm.submit')}
      </SubmitButton>
    </form>
  );
}
