import type { UtrDuplicate } from '@eventdesk/contracts/payment';
import { useTranslation } from 'react-i18next';

/** The receipts and completed payments that carry the same UTR, so staff check the bank statement first. */
export function UtrDuplicateFlag({ duplicates }: { duplicates: readonly UtrDuplicate[] }) {
  const { t } = useTranslation();
  return (
    <div
      role="note"
      className="rounded-lg border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <p className="font-semibold">{t('adminReceipts.card.duplicateTitle')}</p>
      <ul className="list-disc pl-5">
        {duplicates.map((duplicate) => (
          <li key={`${duplicate.kind}-${duplicate.id}`} className="[overflow-wrap:anywhere]">
            {t(
              duplicate.kind === 'receipt'
                ? 'adminReceipts.card.duplicateReceipt'
                : 'adminReceipts.card.duplicatePayment',
              { id: duplicate.id, registrationId: duplicate.registrationId },
            )}
          </li>
        ))}
      </ul>
      <p>{t('adminReceipts.card.duplicateHint')}</p>
    </div>
  );
}
