import { zodResolver } from '@hookform/resolvers/zod';
import { languages, referenceTypes, type TicketPackage } from '@eventdesk/contracts/common';
import {
  adminRegistrationBody,
  type AdminRegistrationBody,
  type AdminRegistrationInput,
} from '@eventdesk/contracts/registration';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dialogButtonClass } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { ReceiptFileField } from '@/features/admin-registrations/components/receipt-file-field';

export type RegistrationFormSubmit = {
  body: AdminRegistrationBody;
  image: File | null;
  /** The 'Update Payment Status' tick (edit only). */
  markPaid: boolean;
};

type RegistrationFormProps = {
  idPrefix: string;
  defaultValues: AdminRegistrationInput;
  /** Silver is not sold any more; it is offered only to keep an existing silver registration as it is. */
  offerSilver?: boolean;
  /** Offer the 'Update Payment Status' tick (edit of a registration whose payment is not completed). */
  offerMarkPaid?: boolean;
  submitLabel: string;
  submittingLabel: string;
  onSubmit: (values: RegistrationFormSubmit) => Promise<void>;
  onCancel: () => void;
};

/** Spec admin §5: the public form's rules (contracts schema); the messages are the validation catalog's keys. */
export function RegistrationForm({
  idPrefix,
  defaultValues,
  offerSilver = false,
  offerMarkPaid = false,
  submitLabel,
  submittingLabel,
  onSubmit,
  onCancel,
}: RegistrationFormProps) {
  const { t } = useTranslation();
  const [image, setImage] = useState<File | null>(null);
  const [markPaid, setMarkPaid] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<AdminRegistrationInput, unknown, AdminRegistrationBody>({
    resolver: zodResolver(adminRegistrationBody),
    defaultValues,
  });
  const isBusiness = watch('type') === 'business';
  const isFriend = watch('referenceType') === 'friend';
  const packages: TicketPackage[] = offerSilver
    ? ['vip', 'diamond', 'gold', 'silver']
    : ['vip', 'diamond', 'gold'];
  const id = (name: string) => `${idPrefix}-${name}`;

  const submit = (body: AdminRegistrationBody) =>
    onSubmit({
      // Hidden fields are not kept: a business name only for a business, a friend's name only for a friend.
      body: {
        ...body,
        businessName: body.type === 'business' ? body.businessName : null,
        referredBy: body.referenceType === 'friend' ? body.referredBy : null,
      },
      image,
      markPaid: offerMarkPaid && markPaid,
    });

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField
        id={id('fullName')}
        label={t('adminRegistrations.form.fullName')}
        required
        error={errors.fullName?.message}
        type="text"
        autoComplete="off"
        {...register('fullName')}
      />
      <TextField
        id={id('email')}
        label={t('adminRegistrations.form.email')}
        required
        error={errors.email?.message}
        type="email"
        autoComplete="off"
        {...register('email')}
      />
      <TextField
        id={id('phone')}
        label={t('adminRegistrations.form.phone')}
        required
        error={errors.phone?.message}
        type="tel"
        autoComplete="off"
        {...register('phone')}
      />
      <SelectField
        id={id('type')}
        label={t('adminRegistrations.form.type')}
        required
        error={errors.type?.message}
        {...register('type')}
      >
        <option value="individual">{t('adminRegistrations.form.individual')}</option>
        <option value="business">{t('adminRegistrations.form.business')}</option>
      </SelectField>
      {isBusiness ? (
        <TextField
          id={id('businessName')}
          label={t('adminRegistrations.form.businessName')}
          required
          error={errors.businessName?.message}
          type="text"
          {...register('businessName')}
        />
      ) : null}
      <SelectField
        id={id('package')}
        label={t('adminRegistrations.form.package')}
        required
        error={errors.package?.message}
        {...register('package')}
      >
        {packages.map((ticketPackage) => (
          <option key={ticketPackage} value={ticketPackage}>
            {t(`staffCommon.packages.${ticketPackage}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={id('referenceType')}
        label={t('adminRegistrations.form.reference')}
        error={errors.referenceType?.message}
        {...register('referenceType')}
      >
        <option value="">{t('adminRegistrations.form.none')}</option>
        {referenceTypes.map((reference) => (
          <option key={reference} value={reference}>
            {t(`adminRegistrations.reference.${reference}`)}
          </option>
        ))}
      </SelectField>
      {isFriend ? (
        <TextField
          id={id('referredBy')}
          label={t('adminRegistrations.form.referredBy')}
          required
          error={errors.referredBy?.message}
          type="text"
          {...register('referredBy')}
        />
      ) : null}
      <SelectField
        id={id('language')}
        label={t('adminRegistrations.form.language')}
        error={errors.language?.message}
        {...register('language')}
      >
        {languages.map((language) => (
          <option key={language} value={language}>
            {language === 'ta' ? t('adminRegistrations.form.tamil') : t('adminRegistrations.form.english')}
          </option>
        ))}
      </SelectField>
      <div className="sm:col-span-2">
        <ReceiptFileField id={id('receipt')} onChange={setImage} />
      </div>
      {offerMarkPaid ? (
        <label className="flex items-start gap-2 text-sm font-semibold sm:col-span-2">
          <input
            type="checkbox"
            checked={markPaid}
            onChange={(event) => setMarkPaid(event.target.checked)}
            className="mt-0.5 size-4 accent-slate-900"
          />
          <span>
            {t('adminRegistrations.form.markPaid')}
            <span className="block font-normal text-slate-600">
              {t('adminRegistrations.form.markPaidHint')}
            </span>
          </span>
        </label>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <button type="button" className={dialogButtonClass} onClick={onCancel}>
          {t('adminRegistrations.dialog.cancel')}
        </button>
        <SubmitButton pending={isSubmitting} pendingLabel={submittingLabel} variant="staff">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
