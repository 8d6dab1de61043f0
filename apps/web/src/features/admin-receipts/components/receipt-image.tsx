import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, dialogButtonClass } from '@/components/ui/dialog';
import { useReceiptImage } from '@/features/admin-receipts/api/get-receipt-image';

const smallButton =
  'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none';

type ReceiptImageProps = { proofId: number; alt: string };

/** A thumbnail of the receipt; a click opens the viewer (loading, failed with Retry, open in new tab, close). */
export function ReceiptImage({ proofId, alt }: ReceiptImageProps) {
  const image = useReceiptImage(proofId);
  const [viewing, setViewing] = useState(false);
  const { t } = useTranslation();

  const state = image.error ? (
    <div role="alert" className="grid justify-items-start gap-2 text-sm text-red-900">
      <p>{t('adminReceipts.image.failed')}</p>
      <button type="button" className={smallButton} onClick={() => void image.retry()}>
        {t('adminReceipts.image.retry')}
      </button>
    </div>
  ) : image.isPending || !image.url ? (
    <p role="status" className="text-sm text-slate-600">
      {t('adminReceipts.image.loading')}
    </p>
  ) : null;

  return (
    <div className="grid gap-2">
      {state ?? (
        <button
          type="button"
          onClick={() => setViewing(true)}
          className="block w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none sm:w-40"
        >
          <img src={image.url ?? undefined} alt={alt} className="h-40 w-full object-contain" />
          <span className="sr-only">{t('adminReceipts.image.view')}</span>
        </button>
      )}
      <Dialog
        open={viewing}
        onOpenChange={setViewing}
        title={t('adminReceipts.image.dialogTitle')}
        size="lg"
        footer={
          <>
            {image.url ? (
              <a href={image.url} target="_blank" rel="noopener noreferrer" className={dialogButtonClass}>
                {t('adminReceipts.image.openNewTab')}
              </a>
            ) : null}
            <button type="button" className={dialogButtonClass} onClick={() => setViewing(false)}>
              {t('adminReceipts.image.close')}
            </button>
          </>
        }
      >
        {state ?? (
          <img src={image.url ?? undefined} alt={alt} className="mx-auto max-h-[70dvh] object-contain" />
        )}
      </Dialog>
    </div>
  );
}
