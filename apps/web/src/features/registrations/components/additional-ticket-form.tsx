import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ticketPackages, type TicketPackage } from '@eventdesk/contracts/common';
import {
  additionalTicketBody,
  type AdditionalTicketBody,
  type AdditionalTicketInput,
} from '@eventdesk/contracts/registration';
import { describedBy, FormField, inputClass } from '@/components/ui/form-field';
import { formatRupees } from '@/lib/format-money';

type AdditionalTicketFormProps = {
  /** Server prices per package, once the settings have loaded. */
  prices: Partial<Record<TicketPackage, number>>;
  onSubmit: (values: AdditionalTicketBody) => Promise<void>;
};

export function AdditionalTicketForm({ prices, onSubmit }: AdditionalTicketFormProps) {
  const { t, i18n } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AdditionalTicketInput, unknown, AdditionalTicketBody>({
    resolver: zodResolver(additionalTicketBody),
    defaultValues: { fullName: '', package: '' as TicketPackage },
  });
  const nameError = errors.fullName?.message;
  const packageError = errors.package?.message;

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="space-y-4"
      data-testid="additional-ticket-form"
    >
      <FormField id="ticket-fullName" label={t('additionalTicket.form.fullName')} required error={nameError}>
        <input
          id="ticket-fullName"
          aria-required
          aria-invalid={nameError ? true : undefined}
          aria-describedby={describedBy('ticket-fullName', false, Boolean(nameError))}
          autoComplete="off"
          className={inputClass}
          {...register('fullName')}
        />
      </FormField>
      <FormField id="ticket-package" label={t('additionalTicket.form.package')} required error={packageError}>
        <select
          id="ticket-package"
          aria-required
          aria-invalid={packageError ? true : undefined}
          aria-describedby={describedBy('ticket-package', false, Boolean(packageError))}
          className={inputClass}
          {...register('package')}
        >
          <option value="">{t('registration.form.choosePackage')}</option>
          {ticketPackages.map((pkg) => (
            <option key={pkg} value={pkg}>
              {t(`registration.packages.${pkg}`)}
              {prices[pkg] ? ` — ${formatRupees(prices[pkg], i18n.resolvedLanguage)}` : ''}
            </option>
          ))}
        </select>
      </FormField>
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-lg bg-amber-700 px-6 py-3 font-semibold text-white hover:bg-amber-800 disabled:opacity-70"
      >
        {isSubmitting ? t('additionalTicket.form.submitting') : t('additionalTicket.form.submit')}
      </button>
    </form>
  );
}
