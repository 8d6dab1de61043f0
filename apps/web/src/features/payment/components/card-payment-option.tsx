import { useTranslation } from 'react-i18next';

type CardPaymentOptionProps = {
  amountText: string;
  pending: boolean;
  onPay: () => void;
};

export function CardPaymentOption({ amountText, pending, onPay }: CardPaymentOptionProps) {
  const { t } = useTranslation();

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-bold text-slate-900">{t('payment.choice.card')}</h3>
      <p className="mt-1 text-sm text-slate-700">{t('payment.card.body')}</p>
      <button
        type="button"
        data-testid="pay-by-card"
        onClick={onPay}
        disabled={pending}
        className="mt-3 w-full rounded-lg bg-amber-600 px-4 py-3 font-semibold text-white hover:bg-amber-700 disabled:opacity-60"
      >
        {pending ? t('payment.card.redirecting') : t('payment.card.button', { amount: amountText })}
      </button>
    </div>
  );
}
