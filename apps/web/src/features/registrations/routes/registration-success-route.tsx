import type { RegistrationView } from '@eventdesk/contracts/registration';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { EventDetails } from '@/components/event-details';
import { PageShell } from '@/components/layouts/page-shell';
import { ResendTicketButton } from '@/components/resend-ticket-button';
import { paths } from '@/config/paths';
import { useQrCode } from '@/features/registrations/api/get-qr-code';
import { useRegistration } from '@/features/registrations/api/get-registration';
import { RegistrationNotFound } from '@/features/registrations/components/registration-not-found';
import { RegistrationSummary } from '@/features/registrations/components/registration-summary';
import { ApiError } from '@/lib/api-client';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

function QrTicket({ refId, enabled }: { refId: string; enabled: boolean }) {
  const { t } = useTranslation();
  const qr = useQrCode(refId, enabled);

  useEffect(() => {
    // Spec §8: a failed QR fetch is logged only; 404/409 just mean "no ticket yet".
    if (qr.error && !(qr.error instanceof ApiError && [404, 409].includes(qr.error.status))) {
      console.error('Failed to fetch QR code', qr.error);
    }
  }, [qr.error]);

  if (qr.data) {
    return (
      <img
        src={qr.data.qrCode}
        alt={t('registrations.successQr.alt')}
        width={240}
        height={240}
        className="mx-auto h-60 w-60 rounded-lg border border-slate-200 bg-white p-2"
        data-testid="qr-code"
      />
    );
  }
  return (
    <p role="status" className="text-center text-slate-700" data-testid="qr-status">
      {qr.isError ? t('registrations.successQr.pending') : t('registrations.successQr.loading')}
    </p>
  );
}

type PageState = 'unknown' | 'paid' | 'unpaid' | 'cancelled';

/**
 * What the registration's payment status means for this page: only a paid registration has a ticket. Until the
 * status is known the heading claims nothing (success would be wrong for one not yet paid).
 */
function pageStateOf(paymentStatus: RegistrationView['paymentStatus'] | undefined): PageState {
  switch (paymentStatus) {
    case undefined:
      return 'unknown';
    case 'completed':
    case 'privilege_guest':
      return 'paid';
    case 'pending':
    case 'prospect':
      return 'unpaid';
    case 'void':
      return 'cancelled';
  }
}

const headings: Record<PageState, string> = {
  unknown: 'registrations.successPage.neutralTitle',
  paid: 'registrations.successPage.title',
  unpaid: 'registrations.successPage.pendingTitle',
  cancelled: 'registrations.successPage.cancelledTitle',
};

/**
 * `/registration-success/:ref`: the QR ticket and the registration, with the way to further tickets. An unpaid
 * registration is headed as such and leads to its payment; it offers no additional ticket, which the server
 * refuses until the payment is completed.
 */
export function RegistrationSuccessRoute() {
  const { t } = useTranslation();
  const { ref = '' } = useParams();
  const registration = useRegistration(ref);
  const data = registration.data;
  const state = pageStateOf(data?.paymentStatus);
  const heading = t(headings[state]);

  return (
    <PageShell title={heading} noindex>
      <section className="mx-auto max-w-xl space-y-6 px-4 py-10">
        {registration.isError && isNotFound(registration.error) ? (
          <RegistrationNotFound />
        ) : (
          <>
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl" data-testid="registration-heading">
              {heading}
            </h1>
            {registration.isPending ? <p role="status">{t('registrations.successQr.loading')}</p> : null}
            {registration.isError ? (
              <p role="alert" className="text-red-800">
                {t('registrations.successPage.error')}
              </p>
            ) : null}
            {data ? (
              <>
                {state === 'paid' ? (
                  <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
                    <h2 className="mb-3 text-center text-lg font-semibold">
                      {t('registrations.successQr.title')}
                    </h2>
                    <QrTicket refId={ref} enabled />
                  </div>
                ) : (
                  <p
                    role="status"
                    data-testid="registration-state"
                    className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
                  >
                    {t(
                      state === 'unpaid'
                        ? 'registrations.successPage.pendingBody'
                        : 'registrations.successPage.cancelledBody',
                    )}
                  </p>
                )}
                <RegistrationSummary registration={data} detailed />
                <EventDetails />
                {data.paymentStatus === 'completed' ? <ResendTicketButton refId={ref} /> : null}
                <div className="flex flex-col gap-3 sm:flex-row">
                  {state === 'unpaid' ? (
                    <Link
                      to={paths.payment.getHref(ref)}
                      data-testid="pay-link"
                      className="rounded-lg bg-amber-700 px-5 py-3 text-center font-semibold text-white hover:bg-amber-800"
                    >
                      {t('registrations.successActions.pay')}
                    </Link>
                  ) : null}
                  {data.paymentStatus === 'completed' ? (
                    <Link
                      to={paths.additionalTicket.getHref(ref)}
                      className="rounded-lg border border-amber-700 px-5 py-3 text-center font-semibold text-amber-800 hover:bg-amber-50"
                      data-testid="additional-ticket-link"
                    >
                      {t('registrations.successActions.additionalTicket')}
                    </Link>
                  ) : null}
                  <Link
                    to={paths.root.getHref()}
                    className="px-5 py-3 text-center font-semibold text-slate-700 underline"
                  >
                    {t('registrations.successActions.home')}
                  </Link>
                </div>
              </>
            ) : null}
          </>
        )}
      </section>
    </PageShell>
  );
}
