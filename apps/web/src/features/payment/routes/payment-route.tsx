import type { PaymentSummary } from '@eventdesk/contracts/payment';
import { acceptsBankTransfer } from '@eventdesk/contracts/settings';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PageShell } from '@/components/layouts/page-shell';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { usePaymentSummary } from '@/features/payment/api/get-payment-summary';
import { useInitiatePayment } from '@/features/payment/api/initiate-payment';
import { useUploadProof } from '@/features/payment/api/upload-proof';
import { BankTransferOption } from '@/features/payment/components/bank-transfer-option';
import { CardPaymentOption } from '@/features/payment/components/card-payment-option';
import { PaymentNotFound } from '@/features/payment/components/payment-not-found';
import { PaymentSummaryCard } from '@/features/payment/components/payment-summary-card';
import { ReceiptReceived } from '@/features/payment/components/receipt-received';
import { ReceiptRejected } from '@/features/payment/components/receipt-rejected';
import { ReceiptUnderReview } from '@/features/payment/components/receipt-under-review';
import type {
  ReceiptFormValues,
  ReceiptSubmitOutcome,
} from '@/features/payment/components/receipt-upload-form';
import { RegistrationComplete } from '@/features/payment/components/registration-complete';
import { paymentRefusalKey } from '@/features/payment/payment-refusal';
import { ApiError } from '@/lib/api-client';
import { formatRupees } from '@/lib/format-money';

/** Spec: about 1 second after the upload, the success view. */
export const COMPLETE_AFTER_MS = 1000;
/** Statuses whose message is about the image, shown under the file input. */
const FILE_STATUSES = new Set([413, 415]);

type Step = 'choose' | 'received' | 'complete';

export function PaymentPage({ testMode = false }: { testMode?: boolean }) {
  const { ref = '' } = useParams();
  const { t } = useTranslation();
  const summary = usePaymentSummary(ref);
  const title = testMode ? t('payment.testPage.title') : t('payment.page.title');

  let body;
  if (summary.isPending) {
    body = (
      <p role="status" className="mt-6 text-slate-600">
        {t('payment.page.loading')}
      </p>
    );
  } else if (summary.isError) {
    body =
      summary.error instanceof ApiError && summary.error.status === 404 ? (
        <PaymentNotFound />
      ) : (
        <p role="alert" className="mt-6 text-red-800">
          {t('payment.page.loadError')}
        </p>
      );
  } else {
    body = <PaymentBody summary={summary.data} />;
  }

  return (
    <PageShell title={title}>
      <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
        {testMode ? (
          <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
            {t('payment.page.testBanner')}
          </p>
        ) : null}
        <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{title}</h1>
        {body}
        <Link
          to={paths.root.getHref()}
          data-testid="back-home"
          className="mt-8 inline-block font-semibold text-amber-800 underline"
        >
          {t('payment.page.backHome')}
        </Link>
      </div>
    </PageShell>
  );
}

function PaymentBody({ summary }: { summary: PaymentSummary }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const initiate = useInitiatePayment();
  const upload = useUploadProof();
  const [step, setStep] = useState<Step>('choose');
  const [uploadedUtr, setUploadedUtr] = useState<string>();
  const amountText = formatRupees(summary.amount);
  const ref = summary.registration.ref;

  useEffect(() => {
    if (step !== 'received') {
      return;
    }
    const timer = setTimeout(() => {
      setStep('complete');
      window.scrollTo({ top: 0 });
      toast({ title: t('payment.toast.completedTitle'), description: t('payment.toast.completedBody') });
    }, COMPLETE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [step, toast, t]);

  if (step === 'complete') {
    return <RegistrationComplete registration={summary.registration} />;
  }

  const payByCard = async () => {
    try {
      const { paymentUrl } = await initiate.mutateAsync(ref);
      window.location.assign(paymentUrl);
    } catch (error) {
      console.error(error);
      const refusal = paymentRefusalKey(error);
      toast({
        variant: 'destructive',
        title: t('payment.toast.cardError'),
        description: refusal
          ? t(refusal)
          : ((error instanceof ApiError ? error.body?.message : undefined) ?? t('payment.card.failed')),
      });
    }
  };

  const uploadReceipt = async (values: ReceiptFormValues): Promise<ReceiptSubmitOutcome> => {
    try {
      await upload.mutateAsync({ ref, ...values });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      const refusal = paymentRefusalKey(error);
      toast({
        variant: 'destructive',
        title: t('payment.toast.uploadError'),
        // Paid or cancelled meanwhile, in the visitor's words; else the server's words when it said why; 'Upload
        // failed' when it answered without a reason; the spec's generic text when no answer came at all.
        description: refusal
          ? t(refusal)
          : apiError
            ? (apiError.body?.message ?? t('payment.toast.uploadFailed'))
            : t('payment.toast.uploadErrorBody'),
      });
      return {
        ok: false,
        fileError: apiError && FILE_STATUSES.has(apiError.status) ? apiError.body?.message : undefined,
        fieldErrors: apiError?.body?.errors,
      };
    }
    toast({ title: t('payment.toast.uploadSuccess'), description: t('payment.toast.uploadSuccessBody') });
    setUploadedUtr(values.transactionId.trim());
    setStep('received');
    return { ok: true };
  };

  const paid = summary.paymentStatus === 'completed' || summary.paymentStatus === 'privilege_guest';
  // Until staff set real bank details or a UPI id there is nowhere to transfer to: card only.
  const bankOption = acceptsBankTransfer(summary.bank) ? (
    <BankTransferOption summary={summary} amountText={amountText} onUpload={uploadReceipt} />
  ) : null;

  return (
    <>
      <PaymentSummaryCard summary={summary} />
      {paid ? (
        <div
          role="status"
          data-testid="payment-paid"
          className="mt-6 rounded-xl border border-green-300 bg-green-50 p-4 text-green-900"
        >
          <p className="font-bold">{t('payment.paid.title')}</p>
          <p className="mt-1 text-sm">{t('payment.paid.body')}</p>
          <Link
            to={paths.registrationSuccess.getHref(ref)}
            className="mt-2 inline-block font-semibold underline"
          >
            {t('payment.paid.ticket')}
          </Link>
        </div>
      ) : summary.paymentStatus === 'void' ? (
        <p role="alert" className="mt-6 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          {t('payment.paid.cancelled')}
        </p>
      ) : step === 'received' ? (
        <div className="mt-6">
          <ReceiptReceived transactionId={uploadedUtr} />
        </div>
      ) : summary.proof?.status === 'pending_review' ? (
        // Nothing more to pay while staff check the receipt; a corrected receipt can still be uploaded.
        <section aria-label={t('payment.review.title')} className="mt-6 grid gap-4">
          <ReceiptUnderReview
            transactionId={summary.proof.transactionId}
            amountText={amountText}
            pending={initiate.isPending}
            onPayByCard={() => void payByCard()}
          />
          {bankOption}
        </section>
      ) : (
        <section aria-labelledby="payment-choice-title" className="mt-8">
          {summary.rejection ? <ReceiptRejected rejection={summary.rejection} /> : null}
          <h2 id="payment-choice-title" className="text-lg font-bold text-slate-900">
            {t('payment.choice.title')}
          </h2>
          <div className="mt-3 grid gap-4">
            <CardPaymentOption
              amountText={amountText}
              pending={initiate.isPending}
              onPay={() => void payByCard()}
            />
            {bankOption}
          </div>
        </section>
      )}
    </>
  );
}

export function PaymentRoute() {
  return <PaymentPage />;
}
