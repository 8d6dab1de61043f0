import type { AdminRegistrationRow } from '@eventdesk/contracts/registration';
import { useTranslation } from 'react-i18next';
import { Dialog, dialogButtonClass, dialogPrimaryButtonClass } from '@/components/ui/dialog';
import { ReceiptLoadError, useReceiptImage } from '@/features/admin-registrations/api/payment-proof';
import { useObjectUrl } from '@/lib/use-object-url';

type PaymentProofDialogProps = {
  row: Pick<AdminRegistrationRow, 'id' | 'fullName'>;
  onClose: () => void;
};

/** The first receipt of the registration's first payment: loading, not found, failed with Retry, new tab. */
export function PaymentProofDialog({ row, onClose }: PaymentProofDialogProps) {
  const { t } = useTranslation();
  const { data, error, isFetching, refetch } = useReceiptImage(row.id);
  const imageUrl = useObjectUrl(data?.image);

  let body;
  if (isFetching) {
    body = <p role="status">{t('adminRegistrations.proof.loading')}</p>;
  } else if (error) {
    body = (
      <div className="grid justify-items-start gap-3">
        <p role="alert" className="text-red-800">
          {t(error instanceof ReceiptLoadError ? error.message : 'adminRegistrations.proof.loadError')}
        </p>
        <button type="button" className={dialogPrimaryButtonClass} onClick={() => void refetch()}>
          {t('adminRegistrations.proof.retry')}
        </button>
      </div>
    );
  } else if (data?.lookup.kind === 'no-payment') {
    body = <p>{t('adminRegistrations.proof.noPayment')}</p>;
  } else if (data?.lookup.kind === 'no-proof') {
    body = <p>{t('adminRegistrations.proof.noImage')}</p>;
  } else if (imageUrl) {
    body = (
      <img
        src={imageUrl}
        alt={t('adminRegistrations.proof.alt', { name: row.fullName })}
        className="mx-auto max-h-[60dvh] w-auto max-w-full object-contain"
      />
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('adminRegistrations.proof.title')}
      description={t('adminRegistrations.dialog.who', { name: row.fullName, id: row.id })}
      closeLabel={t('adminRegistrations.dialog.close')}
      size="lg"
      footer={
        <>
          {imageUrl ? (
            <a href={imageUrl} target="_blank" rel="noopener noreferrer" className={dialogButtonClass}>
              {t('adminRegistrations.proof.newTab')}
            </a>
          ) : null}
          <button type="button" className={dialogPrimaryButtonClass} onClick={onClose}>
            {t('adminRegistrations.dialog.close')}
          </button>
        </>
      }
    >
      {body}
    </Dialog>
  );
}
