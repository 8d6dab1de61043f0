import type { AdminRegistrationRow } from '@eventdesk/contracts/registration';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { findReceipt, ReceiptLoadError } from '@/features/admin-registrations/api/payment-proof';
import {
  useDeleteRegistration,
  useSendConfirmationEmail,
  useSendWhatsappReminder,
  useSetPaymentStatus,
} from '@/features/admin-registrations/api/registration-commands';
import { EditRegistrationDialog } from '@/features/admin-registrations/components/edit-registration-dialog';
import { FollowupHistoryDialog } from '@/features/admin-registrations/components/followup-history-dialog';
import { FollowupUpdateDialog } from '@/features/admin-registrations/components/followup-update-dialog';
import { PaymentProofDialog } from '@/features/admin-registrations/components/payment-proof-dialog';
import type {
  RowActionKind,
  StaffSettablePaymentStatus,
} from '@/features/admin-registrations/components/row-actions';
import { serverMessage, useRefusalMessage, useStatusLabels } from '@/features/admin-registrations/format';

type OpenDialog = {
  kind: 'receipt' | 'edit' | 'followup' | 'history' | 'delete' | 'email-without-proof' | 'void';
  row: AdminRegistrationRow;
};

/**
 * What the row buttons do (spec admin §2): messages go through the server's notification queue, the rest opens
 * one dialog at a time. Returns the handlers and the dialog to render.
 */
export function useRowActionDialogs() {
  const { t } = useTranslation();
  const labels = useStatusLabels();
  const { toast } = useToast();
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const sendEmail = useSendConfirmationEmail();
  const sendWhatsapp = useSendWhatsappReminder();
  const deleteRegistration = useDeleteRegistration();
  const setPaymentStatus = useSetPaymentStatus();
  const refusalMessage = useRefusalMessage();
  const close = () => setOpen(null);

  const emailNow = async (row: AdminRegistrationRow) => {
    try {
      // The server only queues the e-mail (the notification workers send it), so the toast says that, not "sent".
      const { message } = await sendEmail.mutateAsync(row.id);
      toast({ title: t('adminRegistrations.rowDialogs.emailQueued'), description: message });
    } catch (error) {
      toast({
        title: t('adminRegistrations.rowDialogs.emailFailed', { message: serverMessage(error) }),
        variant: 'destructive',
      });
    }
  };

  // Spec admin §5: without an uploaded receipt, ask first.
  const email = async (row: AdminRegistrationRow) => {
    try {
      const receipt = await findReceipt(row.id);
      if (receipt.kind !== 'proof') {
        setOpen({ kind: 'email-without-proof', row });
        return;
      }
    } catch (error) {
      const message = error instanceof ReceiptLoadError ? t(error.message) : serverMessage(error);
      toast({ title: t('adminRegistrations.rowDialogs.emailFailed', { message }), variant: 'destructive' });
      return;
    }
    await emailNow(row);
  };

  const whatsapp = async (row: AdminRegistrationRow) => {
    try {
      const { message } = await sendWhatsapp.mutateAsync(row.id);
      toast({ title: t('adminRegistrations.rowDialogs.whatsappQueued'), description: message });
    } catch (error) {
      toast({
        title: t('adminRegistrations.rowDialogs.whatsappFailed', { message: serverMessage(error) }),
        variant: 'destructive',
      });
    }
  };

  const applyPaymentStatus = async (row: AdminRegistrationRow, status: StaffSettablePaymentStatus) => {
    try {
      await setPaymentStatus.mutateAsync({ id: row.id, body: { status } });
      toast({ title: t('adminRegistrations.rowDialogs.statusSet', { status: labels.payment(status) }) });
      close();
    } catch (error) {
      toast({
        title: t('adminRegistrations.rowDialogs.statusFailed', { message: refusalMessage(error) }),
        variant: 'destructive',
      });
    }
  };

  const remove = async (row: AdminRegistrationRow) => {
    try {
      await deleteRegistration.mutateAsync(row.id);
      toast({ title: t('adminRegistrations.rowDialogs.deleted') });
      close();
    } catch (error) {
      toast({
        title: t('adminRegistrations.rowDialogs.deleteFailed', { message: serverMessage(error) }),
        variant: 'destructive',
      });
    }
  };

  const onAction = (kind: RowActionKind, row: AdminRegistrationRow) => {
    if (kind === 'email') {
      void email(row);
    } else if (kind === 'whatsapp') {
      void whatsapp(row);
    } else {
      setOpen({ kind, row });
    }
  };

  const onSetPaymentStatus = (row: AdminRegistrationRow, status: StaffSettablePaymentStatus) => {
    if (status === 'void') {
      setOpen({ kind: 'void', row });
    } else {
      void applyPaymentStatus(row, status);
    }
  };

  let dialog: ReactNode = null;
  switch (open?.kind) {
    case undefined:
      break;
    case 'receipt':
      dialog = <PaymentProofDialog row={open.row} onClose={close} />;
      break;
    case 'edit':
      dialog = <EditRegistrationDialog row={open.row} onClose={close} />;
      break;
    case 'followup':
      dialog = <FollowupUpdateDialog row={open.row} onClose={close} />;
      break;
    case 'history':
      dialog = <FollowupHistoryDialog row={open.row} onClose={close} />;
      break;
    case 'delete':
      dialog = (
        <ConfirmDialog
          open
          onOpenChange={(isOpen) => (isOpen ? undefined : close())}
          title={t('adminRegistrations.rowDialogs.deleteTitle')}
          message={t('adminRegistrations.rowDialogs.deleteQuestion')}
          confirmLabel={t('adminRegistrations.actions.delete')}
          cancelLabel={t('adminRegistrations.dialog.cancel')}
          destructive
          busy={deleteRegistration.isPending}
          onConfirm={() => void remove(open.row)}
        />
      );
      break;
    case 'email-without-proof':
      dialog = (
        <ConfirmDialog
          open
          onOpenChange={(isOpen) => (isOpen ? undefined : close())}
          title={t('adminRegistrations.rowDialogs.emailTitle')}
          message={t('adminRegistrations.rowDialogs.noProofQuestion')}
          confirmLabel={t('adminRegistrations.rowDialogs.sendEmail')}
          cancelLabel={t('adminRegistrations.dialog.cancel')}
          onConfirm={() => {
            close();
            void emailNow(open.row);
          }}
        />
      );
      break;
    case 'void':
      dialog = (
        <ConfirmDialog
          open
          onOpenChange={(isOpen) => (isOpen ? undefined : close())}
          title={t('adminRegistrations.rowDialogs.voidTitle')}
          message={t('adminRegistrations.rowDialogs.voidQuestion', {
            name: open.row.fullName,
            id: open.row.id,
          })}
          confirmLabel={t('adminRegistrations.rowDialogs.voidConfirm')}
          cancelLabel={t('adminRegistrations.dialog.cancel')}
          destructive
          busy={setPaymentStatus.isPending}
          onConfirm={() => void applyPaymentStatus(open.row, 'void')}
        />
      );
      break;
  }

  return { onAction, onSetPaymentStatus, dialog };
}
