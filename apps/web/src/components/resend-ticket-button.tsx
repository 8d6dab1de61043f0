import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useResendTicket } from '@/lib/resend-ticket';

/**
 * "Resend my ticket": the server answers in the visitor's language (where it went, masked, or why not: unpaid,
 * or already sent three times this hour), so its message is shown as it is.
 */
export function ResendTicketButton({ refId }: { refId: string }) {
  const { t } = useTranslation();
  const resend = useResendTicket(refId);
  const failure =
    resend.error instanceof ApiError && resend.error.body?.message
      ? resend.error.body.message
      : resend.isError
        ? t('common.resendTicket.failed')
        : undefined;
  return (
    <div className="space-y-2">
      <button
        type="button"
        data-testid="resend-ticket"
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
        className="rounded-lg border border-slate-400 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60"
      >
        {resend.isPending ? t('common.resendTicket.sending') : t('common.resendTicket.button')}
      </button>
      {resend.data ? (
        <p role="status" data-testid="resend-ticket-outcome" className="text-green-800">
          {resend.data.message}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" data-testid="resend-ticket-outcome" className="text-red-800">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
