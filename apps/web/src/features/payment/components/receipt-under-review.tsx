import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisclosureCard } from '@/components/ui/disclosure-card';

type ReceiptUnderReviewProps = {
  transactionId: string;
  amountText: string;
  /** The card payment is being started (the button waits). */
  pending: boolean;
  onPayByCard: () => void;
};

/**
 * A receipt waits for staff: the page says so first, and paying by card becomes a deliberate second choice behind
 * a warning and a confirmation, because a transfer that arrives as well means the visitor paid twice.
 */
export function ReceiptUnderReview({
  transactionId,
  amountText,
  pending,
  onPayByCard,
}: ReceiptUnderReviewProps) {
  const { t } = useTranslation();
  const [cardOpen, setCardOpen] = useState(false);

  return (
    <div className="grid gap-4">
      <div
        role="status"
        data-testid="receipt-under-review"
        className="rounded-xl border border-green-300 bg-green-50 p-4 text-green-900"
      >
        <p className="font-bold">{t('payment.review.title')}</p>
        <p className="mt-1 text-sm">{t('payment.review.body')}</p>
        <p className="mt-1 text-sm break-all">{t('payment.review.utr', { utr: transactionId })}</p>
      </div>
      <DisclosureCard
        title={t('payment.review.cardInstead')}
        panelId="card-instead-panel"
        testId="card-instead"
        open={cardOpen}
        onOpenChange={setCardOpen}
      >
        <p
          data-testid="card-instead-warning"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          {t('payment.review.cardWarning')}
        </p>
        <button
          type="button"
          data-testid="pay-by-card"
          onClick={onPayByCard}
          disabled={pending}
          className="w-full rounded-lg bg-amber-600 px-4 py-3 font-semibold text-white hover:bg-amber-700 disabled:opacity-60"
        >
          {pending ? t('payment.card.redirecting') : t('payment.review.cardConfirm', { amount: amountText })}
        </button>
        <button
          type="button"
          onClick={() => setCardOpen(false)}
          className="w-full rounded-lg border border-slate-300 px-4 py-3 font-semibold text-slate-900 hover:bg-slate-50"
        >
          {t('payment.review.keepWaiting')}
        </button>
      </DisclosureCard>
    </div>
  );
}
