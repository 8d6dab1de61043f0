import { useTranslation } from 'react-i18next';
import type { RegistrationView } from '@eventdesk/contracts/registration';
import { formatRupees } from '@/lib/format-money';

type RegistrationSummaryProps = {
  registration: RegistrationView;
  /** The success page also shows ticket number, amount and payment status. */
  detailed?: boolean;
};

export function RegistrationSummary({ registration, detailed = false }: RegistrationSummaryProps) {
  const { t } = useTranslation();
  const rows: Array<[string, string]> = [
    [t('registrations.successDetails.id'), String(registration.id)],
    [t('registrations.successDetails.name'), registration.fullName],
    [t('registrations.successDetails.email'), registration.email],
    [t('registrations.successDetails.package'), t(`common.packages.${registration.package}`)],
  ];
  if (detailed) {
    rows.push(
      [t('registrations.successDetails.ticketNumber'), String(registration.ticketNumber)],
      [t('registrations.successDetails.amount'), formatRupees(registration.amount)],
      [
        t('registrations.successDetails.status'),
        t(`registrations.successStatus.${registration.paymentStatus}`),
      ],
    );
  }

  return (
    <dl
      className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
      data-testid="registration-summary"
    >
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-3">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="font-medium break-all text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
