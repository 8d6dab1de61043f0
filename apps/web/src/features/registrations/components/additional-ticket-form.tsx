import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ticketPackages, type TicketPackage } from '@eventdesk/contracts/common';
import {
  additionalTicketBody,
  type AdditionalTicketBody,
  type AdditionalTicketInput,
} from '@eventdesk/contracts/registration';
import type { PublicEventSettings } from '@eventdesk/contracts/settings';
import { DeviceCheckStatus } from '@/components/ui/device-check-status';
import { describedBy, FormField, inputClass } from '@/components/ui/form-field';
import { formatRupees } from '@/lib/format-money';

/** The packages on sale with their server prices; none until the settings have loaded. */
export function pricesOnSale(
  settings: PublicEventSettings | undefined,
): Partial<Record<TicketPackage, number>> {
  if (!settings) {
    return {};
  }
  return Object.fromEntries(
    ticketPackages
      .filter((pkg) => settings.packages[pkg].onSale)
      .map((pkg) => [pkg, settings.packages[pkg].price]),
  );
}

type AdditionalTicketFormProps = {
  /** Only these packages are offered: the server refuses one that is not on sale. */
  prices: Partial<Record<TicketPackage, number>>;
  onSubmit: (values: AdditionalTicketBody) => Promise<void>;
  /** True while the device solves the proof of work the API asked for. */
  checkingDevice?: boolean;
};

export function AdditionalTicketForm({
  prices,
  onSubmit,
  checkingDevice = false,
}: AdditionalTicketFormProps) {
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
          {ticketPackages
            .filter((pkg) => prices[pkg] !== undefined)
            .map((pkg) => (
              <option key={pkg} value={pkg}>
                {t(`registration.packages.${pkg}`)}
                {prices[pkg] ? ` — ${formatRupees(prices[pkg], i18n.resolvedLanguage)}` : ''}
              </option>
            ))}
        </select>
      </FormField>
      <DeviceCheckStatus checking={checkingDevice} />
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
