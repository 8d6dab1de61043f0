import type { PaymentSummary } from '@eventdesk/contracts/payment';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SummaryList } from '@/features/payment/components/summary-list';

/** The spec's 'Registration Successful!' view after a receipt upload; it says the payment is still to be confirmed. */
export function RegistrationComplete({ registration }: { registration: PaymentSummary['registration'] }) {
  const { t } = useTranslation();

  return (
    <section
      data-testid="registration-complete"
      aria-labelledby="registration-complete-title"
      className="mt-6"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-green-600 text-xl text-white"
        >
          ✓
        </span>
        <h2 id="registration-complete-title" className="text-xl font-bold text-slate-900">
          {t('payment.complete.title')}
        </h2>
      </div>
      <p className="mt-2 text-slate-700">{t('payment.complete.body')}</p>
      <div className="mt-4">
        <SummaryList
          rows={[
            [t('payment.summary.id'), String(registration.id)],
            [t('payment.summary.name'), registration.fullName],
            [t('payment.summary.email'), registration.email],
            [t('payment.summary.package'), t(`payment.packages.${registration.package}`)],
          ]}
        />
      </div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <a
          href={`${paths.root.getHref()}#register`}
          data-testid="register-another"
          className="rounded-lg bg-amber-600 px-4 py-3 text-center font-semibold text-white hover:bg-amber-700"
        >
          {t('payment.complete.registerAnother')}
        </a>
        <Link
          to={paths.weeklyEvents.getHref()}
          className="rounded-lg border border-slate-300 px-4 py-3 text-center font-semibold text-slate-900 hover:bg-slate-50"
        >
          {t('payment.complete.weeklyEvents')}
        </Link>
      </div>
    </section>
  );
}
