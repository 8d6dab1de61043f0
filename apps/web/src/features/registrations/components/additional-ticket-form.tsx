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
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
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
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AdditionalTicketInput, unknown, AdditionalTicketBody>({
    resolver: zodResolver(additionalTicketBody),
    defaultValues: { fullName: '', package: '' as TicketPackage },
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="space-y-4"
      data-testid="additional-ticket-form"
    >
      <TextField
        id="ticket-fullName"
        label={t('registrations.additionalTicketForm.fullName')}
        required
        error={errors.fullName?.message}
        autoComplete="off"
        {...register('fullName')}
      />
      <SelectField
        id="ticket-package"
        label={t('registrations.additionalTicketForm.package')}
        required
        error={errors.package?.message}
        {...register('package')}
      >
        <option value="">{t('common.packages.choose')}</option>
        {ticketPackages
          .filter((pkg) => prices[pkg] !== undefined)
          .map((pkg) => (
            <option key={pkg} value={pkg}>
              {t(`common.packages.${pkg}`)}
              {prices[pkg] ? ` — ${formatRupees(prices[pkg])}` : ''}
            </option>
          ))}
      </SelectField>
      <DeviceCheckStatus checking={checkingDevice} />
      <SubmitButton
        pending={isSubmitting}
        pendingLabel={t('registrations.additionalTicketForm.submitting')}
        className="w-full"
      >
        {t('registrations.additionalTicketForm.submit')}
      </SubmitButton>
    </form>
  );
}
