import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { AdditionalTicketBody } from '@eventdesk/contracts/registration';
import { PageShell } from '@/components/layouts/page-shell';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useCreateAdditionalTicket } from '@/features/registrations/api/create-additional-ticket';
import { useRegistration } from '@/features/registrations/api/get-registration';
import {
  AdditionalTicketForm,
  pricesOnSale,
} from '@/features/registrations/components/additional-ticket-form';
import { RegistrationNotFound } from '@/features/registrations/components/registration-not-found';
import { RegistrationSummary } from '@/features/registrations/components/registration-summary';
import { ApiError } from '@/lib/api-client';
import { usePublicSettings } from '@/lib/public-settings';

/** `/additional-ticket/:parentRef`: further tickets for the holder of a paid registration (spec §2, §4). */
export function AdditionalTicketRoute() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const { parentRef = '' } = useParams();
  const parent = useRegistration(parentRef);
  const { data: settings } = usePublicSettings();
  const [checkingDevice, setCheckingDevice] = useState(false);
  const create = useCreateAdditionalTicket(parentRef, { onChecking: setCheckingDevice });
  const prices = pricesOnSale(settings);

  const submit = async (values: AdditionalTicketBody) => {
    try {
      const created = await create.mutateAsync(values);
      toast({ title: t('registrations.additionalTicketToast.success') });
      await navigate(paths.payment.getHref(created.ref));
    } catch (error) {
      const body = error instanceof ApiError ? error.body : undefined;
      if (body?.code === 'REGISTRATION_NOT_PAID') {
        // The registration is no longer paid (changed since the page loaded): say so in the visitor's language and
        // reload it, so the page shows the way to pay instead of the form.
        toast({
          variant: 'destructive',
          title: t('registrations.additionalTicketNotPaid.title'),
          description: t('registrations.additionalTicketNotPaid.body'),
        });
        void parent.refetch();
        return;
      }
      toast({
        variant: 'destructive',
        title: t('registrations.additionalTicketToast.errorTitle'),
        description: body?.message ?? t('registrations.additionalTicketToast.failed'),
      });
    }
  };

  const notFound = parent.isError && parent.error instanceof ApiError && parent.error.status === 404;
  const data = parent.data;

  return (
    <PageShell title={t('registrations.additionalTicketPage.title')} noindex>
      <section className="mx-auto max-w-xl space-y-6 px-4 py-8">
        <Link
          to={paths.registrationSuccess.getHref(parentRef)}
          className="inline-block font-semibold text-amber-800 underline"
          data-testid="back-link"
        >
          ← {t('registrations.additionalTicketPage.back')}
        </Link>
        {notFound ? (
          <RegistrationNotFound />
        ) : (
          <>
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {t('registrations.additionalTicketPage.title')}
            </h1>
            {parent.isPending ? <p role="status">{t('registrations.additionalTicketPage.loading')}</p> : null}
            {parent.isError ? (
              <p role="alert" className="text-red-800">
                {t('registrations.additionalTicketPage.error')}
              </p>
            ) : null}
            {data ? (
              <>
                <div>
                  <h2 className="mb-2 text-lg font-semibold text-slate-900">
                    {t('registrations.additionalTicketPage.original')}
                  </h2>
                  <RegistrationSummary registration={data} />
                </div>
                {data.paymentStatus === 'completed' ? (
                  <div>
                    <h2 className="mb-2 text-lg font-semibold text-slate-900">
                      {t('registrations.additionalTicketPage.newTicket')}
                    </h2>
                    <p className="mb-4 text-sm text-slate-700">
                      {t('registrations.additionalTicketPage.intro')}
                    </p>
                    <AdditionalTicketForm prices={prices} onSubmit={submit} checkingDevice={checkingDevice} />
                  </div>
                ) : (
                  <div
                    role="alert"
                    className="rounded-xl border border-red-200 bg-red-50 p-4"
                    data-testid="payment-not-completed"
                  >
                    <h2 className="text-lg font-bold text-red-900">
                      {t('registrations.additionalTicketNotPaid.title')}
                    </h2>
                    <p className="mt-1 text-red-900">{t('registrations.additionalTicketNotPaid.body')}</p>
                    <Link
                      to={paths.payment.getHref(parentRef)}
                      className="mt-3 inline-block rounded-lg bg-amber-700 px-4 py-2 font-semibold text-white hover:bg-amber-800"
                    >
                      {t('registrations.additionalTicketNotPaid.pay')}
                    </Link>
                  </div>
                )}
              </>
            ) : null}
          </>
        )}
      </section>
    </PageShell>
  );
}
