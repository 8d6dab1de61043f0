import type { AdminRegistrationRow } from '@eventdesk/contracts/registration';
import { useEffect, useState } from 'react';
import { Dialog, dialogButtonClass, dialogPrimaryButtonClass } from '@/components/ui/dialog';
import { ReceiptLoadError, useReceiptImage } from '@/features/admin-registrations/api/payment-proof';

type PaymentProofDialogProps = {
  row: Pick<AdminRegistrationRow, 'id' | 'fullName'>;
  onClose: () => void;
};

/** An object URL for the blob, revoked when the blob changes or the viewer closes. */
function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}

/** The first receipt of the registration's first payment: loading, not found, failed with Retry, new tab. */
export function PaymentProofDialog({ row, onClose }: PaymentProofDialogProps) {
  const { data, error, isFetching, refetch } = useReceiptImage(row.id);
  const imageUrl = useObjectUrl(data?.image);

  let body;
  if (isFetching) {
    body = <p role="status">Loading payment image...</p>;
  } else if (error) {
    body = (
      <div className="grid justify-items-start gap-3">
        <p role="alert" className="text-red-800">
          {error instanceof ReceiptLoadError ? error.message : 'Failed to load payment image'}
        </p>
        <button type="button" className={dialogPrimaryButtonClass} onClick={() => void refetch()}>
          Retry
        </button>
      </div>
    );
  } else if (data?.lookup.kind === 'no-payment') {
    body = <p>No payment found for this registration</p>;
  } else if (data?.lookup.kind === 'no-proof') {
    body = <p>No payment image found</p>;
  } else if (imageUrl) {
    body = (
      <img
        src={imageUrl}
        alt={`Payment receipt of ${row.fullName}`}
        className="mx-auto max-h-[60dvh] w-auto max-w-full object-contain"
      />
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Payment Receipt"
      description={`${row.fullName} (ID ${row.id})`}
      size="lg"
      footer={
        <>
          {imageUrl ? (
            <a href={imageUrl} target="_blank" rel="noopener noreferrer" className={dialogButtonClass}>
              Open in new tab
            </a>
          ) : null}
          <button type="button" className={dialogPrimaryButtonClass} onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      {body}
    </Dialog>
  );
}
