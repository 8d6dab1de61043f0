import type { ProofReviewRow } from '@eventdesk/contracts/payment';
import { ReceiptImage } from '@/features/admin-receipts/components/receipt-image';
import { formatDateTime, formatInr } from '@/features/admin-receipts/lib/format';

const actionButton =
  'rounded-lg px-4 py-2 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:ring-offset-2 focus-visible:outline-none';

type ReceiptCardProps = {
  receipt: ProofReviewRow;
  onConfirm: () => void;
  onReject: () => void;
};

/** One receipt with what staff compare it against: amount due, payment reference and the UTR side by side. */
export function ReceiptCard({ receipt, onConfirm, onReject }: ReceiptCardProps) {
  return (
    <article
      aria-labelledby={`receipt-${receipt.proofId}-name`}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[10rem_1fr]"
    >
      <ReceiptImage proofId={receipt.proofId} alt={`Receipt uploaded by ${receipt.fullName}`} />
      <div className="grid min-w-0 gap-3">
        <div>
          <h2 id={`receipt-${receipt.proofId}-name`} className="text-lg font-bold break-words">
            {receipt.fullName}{' '}
            <span className="text-sm font-normal text-slate-600">#{receipt.registrationId}</span>
          </h2>
          <p className="text-sm break-words text-slate-600">
            {receipt.phone} · {receipt.email}
          </p>
        </div>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">Expected amount</dt>
            <dd className="font-semibold">
              {formatInr(receipt.expectedAmount)} ({receipt.package.toUpperCase()})
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Payment reference</dt>
            <dd className="font-mono font-semibold">{receipt.paymentReference ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-slate-600">UTR / transaction id</dt>
            <dd className="font-mono font-semibold break-all">{receipt.transactionId}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Uploaded</dt>
            <dd>
              {formatDateTime(receipt.uploadedAt)}
              {receipt.uploadedBy ? ` by ${receipt.uploadedBy} (staff)` : ''}
            </dd>
          </div>
          {receipt.reviewedBy ? (
            <div>
              <dt className="text-slate-600">Reviewed</dt>
              <dd>
                {receipt.reviewedBy}
                {receipt.reviewedAt ? `, ${formatDateTime(receipt.reviewedAt)}` : ''}
              </dd>
            </div>
          ) : null}
          {receipt.rejectReason ? (
            <div className="sm:col-span-2">
              <dt className="text-slate-600">Reason</dt>
              <dd className="break-words">{receipt.rejectReason}</dd>
            </div>
          ) : null}
        </dl>
        {receipt.status === 'pending_review' ? (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={onConfirm}
              className={`${actionButton} bg-emerald-700 text-white hover:bg-emerald-800`}
            >
              Confirm
            </button>
            <button
              type="button"
              onClick={onReject}
              className={`${actionButton} border border-red-300 bg-white text-red-800 hover:bg-red-50`}
            >
              Reject
            </button>
          </div>
        ) : null}
      </div>
    </article>
  );
}
