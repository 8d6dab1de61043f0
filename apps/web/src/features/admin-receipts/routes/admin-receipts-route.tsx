import { proofReviewListQuery, type ProofReviewRow, type ProofStatus } from '@eventdesk/contracts/payment';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { StaffLoadError, StaffShell } from '@/components/layouts/staff-shell';
import { useToast } from '@/components/ui/toast';
import { useReceipts } from '@/features/admin-receipts/api/get-receipts';
import { useConfirmReceipt, useRejectReceipt } from '@/features/admin-receipts/api/review-receipt';
import { ConfirmReceiptDialog } from '@/features/admin-receipts/components/confirm-receipt-dialog';
import { ReceiptCard } from '@/features/admin-receipts/components/receipt-card';
import { ReceiptsPager } from '@/features/admin-receipts/components/receipts-pager';
import { RejectReceiptDialog } from '@/features/admin-receipts/components/reject-receipt-dialog';
import { ApiError } from '@/lib/api-client';

const tabs: { status: ProofStatus; label: string }[] = [
  { status: 'pending_review', label: 'To confirm' },
  { status: 'confirmed', label: 'Confirmed' },
  { status: 'rejected', label: 'Rejected' },
];

type Decision = { kind: 'confirm' | 'reject'; receipt: ProofReviewRow } | null;

const serverMessage = (error: unknown) => (error instanceof ApiError ? error.body?.message : undefined);

/** Tab and page live in the address, so a reload or Back keeps the place. */
function useListParams() {
  const [search, setSearch] = useSearchParams();
  const parsed = proofReviewListQuery.safeParse(Object.fromEntries(search));
  const params = parsed.success ? parsed.data : proofReviewListQuery.parse({});
  const update = (status: ProofStatus, page: number) =>
    setSearch(status === 'pending_review' && page === 1 ? {} : { status, page: String(page) });
  return [params, update] as const;
}

function ReceiptsBody() {
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
  const fail = (title: string) => (failure: unknown) =>
    toast({ variant: 'destructive', title, description: serverMessage(failure) ?? 'Please try again.' });

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold">Receipts to confirm</h1>
      <div role="tablist" aria-label="Receipt status" className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <button
            key={tab.status}
            type="button"
            role="tab"
            aria-selected={params.status === tab.status}
            onClick={() => setParams(tab.status, 1)}
            className={`rounded-full border px-4 py-1.5 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none ${
              params.status === tab.status
                ? 'border-slate-900 bg-slate-900 text-white'
                : 'border-slate-300 bg-white hover:bg-slate-100'
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {isPending ? <p role="status">Loading...</p> : null}
      {error ? <StaffLoadError error={error} message="Error loading data" /> : null}
      {data ? (
        <>
          {data.items.length === 0 ? (
            <p className="rounded-lg bg-white p-4 text-slate-600">
              {params.status === 'pending_review'
                ? 'No receipts are waiting to be confirmed.'
                : 'No receipts.'}
            </p>
          ) : (
            <ul className="grid gap-4">
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
              .then(report('Payment confirmed'), fail('Could not confirm the payment'))
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
              .then(report('Receipt rejected'), fail('Could not reject the receipt'))
          }
        />
      ) : null}
    </div>
  );
}

/** `/admin/receipts` (admin, super_admin): bank/UPI receipts uploaded by visitors, to confirm or reject. */
export function AdminReceiptsRoute() {
  return (
    <StaffShell title="Receipts to confirm" capability="registrations">
      <ReceiptsBody />
    </StaffShell>
  );
}
