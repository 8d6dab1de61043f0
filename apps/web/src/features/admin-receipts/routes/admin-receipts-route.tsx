import {
  proofReviewListQuery,
  proofReviewTabs,
  type ProofReviewRow,
  type ProofReviewTab,
} from '@eventdesk/contracts/payment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { StaffLoadError, StaffShell } from '@/components/layouts/staff-shell';
import { useToast } from '@/components/ui/toast';
import { useReceipts } from '@/features/admin-receipts/api/get-receipts';
import { useConfirmReceipt, useRejectReceipt } from '@/features/admin-receipts/api/review-receipt';
import { ConfirmReceiptDialog } from '@/features/admin-receipts/components/confirm-receipt-dialog';
import { ReceiptCard } from '@/features/admin-receipts/components/receipt-card';
import { ReceiptsPager } from '@/features/admin-receipts/components/receipts-pager';
import { RejectReceiptDialog } from '@/features/admin-receipts/components/reject-receipt-dialog';
import { settledReviewKey } from '@/features/admin-receipts/review-refusal';
import { ApiError } from '@/lib/api-client';

type Decision = { kind: 'confirm' | 'reject'; receipt: ProofReviewRow } | null;

const serverMessage = (error: unknown) => (error instanceof ApiError ? error.body?.message : undefined);

/** Tab and page live in the address, so a reload or Back keeps the place. */
function useListParams() {
  const [search, setSearch] = useSearchParams();
  const parsed = proofReviewListQuery.safeParse(Object.fromEntries(search));
  const params = parsed.success ? parsed.data : proofReviewListQuery.parse({});
  const update = (status: ProofReviewTab, page: number) =>
    setSearch(status === 'pending_review' && page === 1 ? {} : { status, page: String(page) });
  return [params, update] as const;
}

function ReceiptsBody() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [params, setParams] = useListParams();
  const { data, error, isPending } = useReceipts(params);
  const [decision, setDecision] = useState<Decision>(null);
  const confirm = useConfirmReceipt();
  const reject = useRejectReceipt();

  const close = () => setDecision(null);
  const report = (title: string) => (answer: { message?: string }) => {
    close();
    toast({ title, description: answer.message });
  };
  const fail = (title: string) => (failure: unknown) => {
    // Decided elsewhere meanwhile: nothing left to fix in the dialog (the list refreshes); else it stays open.
    const settled = settledReviewKey(failure);
    if (settled) {
      close();
    }
    toast({
      variant: 'destructive',
      title,
      description: settled ? t(settled) : (serverMessage(failure) ?? t('adminReceipts.toast.tryAgain')),
    });
  };

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold">{t('adminReceipts.screen.title')}</h1>
      <div role="tablist" aria-label={t('adminReceipts.screen.tabsLabel')} className="flex flex-wrap gap-2">
        {proofReviewTabs.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={params.status === tab}
            onClick={() => setParams(tab, 1)}
            className={`rounded-full border px-4 py-1.5 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none ${
              params.status === tab
                ? 'border-slate-900 bg-slate-900 text-white'
                : 'border-slate-300 bg-white hover:bg-slate-100'
            }`}
          >
            {t(`adminReceipts.tabs.${tab}`)}
          </button>
        ))}
      </div>
      {params.status === 'closed' ? (
        <p className="text-sm text-slate-700">{t('adminReceipts.screen.closedNote')}</p>
      ) : null}
      {isPending ? <p role="status">{t('adminReceipts.screen.loading')}</p> : null}
      {error ? <StaffLoadError error={error} message={t('adminReceipts.screen.loadError')} /> : null}
      {data ? (
        <>
          {data.items.length === 0 ? (
            <p className="rounded-lg bg-white p-4 text-slate-600">
              {params.status === 'pending_review'
                ? t('adminReceipts.empty.pending_review')
                : t('adminReceipts.empty.other')}
            </p>
          ) : (
            <ul className="grid grid-cols-[minmax(0,1fr)] gap-4">
              {data.items.map((receipt) => (
                <li key={receipt.proofId}>
                  <ReceiptCard
                    receipt={receipt}
                    onConfirm={() => setDecision({ kind: 'confirm', receipt })}
                    onReject={() => setDecision({ kind: 'reject', receipt })}
                  />
                </li>
              ))}
            </ul>
          )}
          <ReceiptsPager
            page={data.page}
            pageCount={data.pageCount}
            total={data.total}
            pageSize={data.pageSize}
            onPage={(page) => setParams(params.status, page)}
          />
        </>
      ) : null}
      {decision?.kind === 'confirm' ? (
        <ConfirmReceiptDialog
          receipt={decision.receipt}
          open
          onOpenChange={(open) => (open ? undefined : close())}
          onSubmit={(body) =>
            confirm
              .mutateAsync({ proofId: decision.receipt.proofId, body })
              .then(report(t('adminReceipts.toast.confirmed')), fail(t('adminReceipts.toast.confirmFailed')))
          }
        />
      ) : null}
      {decision?.kind === 'reject' ? (
        <RejectReceiptDialog
          receipt={decision.receipt}
          open
          onOpenChange={(open) => (open ? undefined : close())}
          onSubmit={(body) =>
            reject
              .mutateAsync({ proofId: decision.receipt.proofId, body })
              .then(report(t('adminReceipts.toast.rejected')), fail(t('adminReceipts.toast.rejectFailed')))
          }
        />
      ) : null}
    </div>
  );
}

/**
 * `/admin/receipts` (admin, super_admin): bank/UPI receipts uploaded by visitors, to confirm or reject; receipts of
 * registrations deleted, voided or paid another way wait under 'No longer needed' instead.
 */
export function AdminReceiptsRoute() {
  const { t } = useTranslation();
  return (
    <StaffShell title={t('adminReceipts.screen.title')} capability="registrations">
      <ReceiptsBody />
    </StaffShell>
  );
}
