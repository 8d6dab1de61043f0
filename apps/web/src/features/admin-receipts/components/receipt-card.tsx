import type { ProofReviewRow } from '@eventdesk/contracts/payment';
import { useTranslation } from 'react-i18next';
import { ReceiptImage } from '@/features/admin-receipts/components/receipt-image';
import { UtrDuplicateFlag } from '@/features/admin-receipts/components/utr-duplicate-flag';
import { useStaffFormat } from '@/lib/use-staff-format';

const actionButton =
  'rounded-lg px-4 py-2 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:ring-offset-2 focus-visible:outline-none';

type ReceiptCardProps = {
  receipt: ProofReviewRow;
  onConfirm: () => void;
  onReject: () => void;
};

/**
 * One receipt with what staff compare it against: amount due, payment reference and the UTR side by side; a UTR
 * seen on another receipt or payment is flagged, and a receipt nobody needs to decide says why.
 */
export function ReceiptCard({ receipt, onConfirm, onReject }: ReceiptCardProps) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const decidable = receipt.status === 'pending_review' && receipt.closedReason === null;

  return (
    <article
      aria-labelledby={`receipt-${receipt.proofId}-name`}
      className="grid grid-cols-[minmax(0,1fr)] gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[10rem_minmax(0,1fr)]"
    >
      <ReceiptImage
        proofId={receipt.proofId}
        alt={t('adminReceipts.card.imageAlt', { name: receipt.fullName })}
      />
      <div className="grid min-w-0 gap-3">
        <div>
          <h2 id={`receipt-${receipt.proofId}-name`} className="text-lg font-bold [overflow-wrap:anywhere]">
            {receipt.fullName}{' '}
            <span className="text-sm font-normal text-slate-600">#{receipt.registrationId}</span>
          </h2>
          <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
            {receipt.phone} · {receipt.email}
          </p>
        </div>
        {receipt.closedReason ? (
          <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm font-semibold text-slate-800">
            {t(`adminReceipts.closedReason.${receipt.closedReason}`)}
          </p>
        ) : null}
        {receipt.utrDuplicates.length > 0 ? <UtrDuplicateFlag duplicates={receipt.utrDuplicates} /> : null}
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">{t('adminReceipts.card.expectedAmount')}</dt>
            <dd className="font-semibold">
              {format.inr(receipt.expectedAmount)} ({receipt.package.toUpperCase()})
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('adminReceipts.card.paymentReference')}</dt>
            <dd className="font-mono font-semibold">{receipt.paymentReference ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('adminReceipts.card.utr')}</dt>
            <dd className="font-mono font-semibold break-all">{receipt.transactionId}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('adminReceipts.card.uploaded')}</dt>
            <dd>
              {receipt.uploadedBy
                ? t('adminReceipts.card.uploadedByStaff', {
                    when: format.dateTime(receipt.uploadedAt),
                    name: receipt.uploadedBy,
                  })
                : format.dateTime(receipt.uploadedAt)}
            </dd>
          </div>
          {receipt.reviewedBy ? (
            <div>
              <dt className="text-slate-600">{t('adminReceipts.card.reviewed')}</dt>
              <dd>
                {receipt.reviewedBy}
                {receipt.reviewedAt ? `, ${format.dateTime(receipt.reviewedAt)}` : ''}
              </dd>
            </div>
          ) : null}
          {receipt.rejectReason ? (
            <div className="sm:col-span-2">
              <dt className="text-slate-600">{t('adminReceipts.card.reason')}</dt>
              <dd className="break-words">{receipt.rejectReason}</dd>
            </div>
          ) : null}
        </dl>
        {decidable ? (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={onConfirm}
              className={`${actionButton} bg-emerald-700 text-white hover:bg-emerald-800`}
            >
              {t('adminReceipts.card.confirm')}
            </button>
            <button
              type="button"
              onClick={onReject}
              className={`${actionButton} border border-red-300 bg-white text-red-800 hover:bg-red-50`}
            >
              {t('adminReceipts.card.reject')}
            </button>
          </div>
        ) : null}
      </div>
    </article>
  );
}
