import type { AdminRegistrationRow } from '@eventdesk/contracts/registration';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { useEditRegistration } from '@/features/admin-registrations/api/save-registration';
import { LinkedLeads } from '@/features/admin-registrations/components/linked-leads';
import {
  RegistrationForm,
  type RegistrationFormSubmit,
} from '@/features/admin-registrations/components/registration-form';
import { serverMessage, useRefusalMessage } from '@/features/admin-registrations/format';
import { ApiError } from '@/lib/api-client';

type EditRegistrationDialogProps = { row: AdminRegistrationRow; onClose: () => void };

export function EditRegistrationDialog({ row, onClose }: EditRegistrationDialogProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const editRegistration = useEditRegistration();
  const refusalMessage = useRefusalMessage();

  const submit = async ({ body, image, markPaid }: RegistrationFormSubmit) => {
    try {
      const { proofUploadError, alreadyPaid } = await editRegistration.mutateAsync({
        id: row.id,
        body,
        image,
        markPaid,
      });
      if (alreadyPaid) {
        toast({ title: t('adminRegistrations.edit.savedAlreadyPaid') });
      }
      if (proofUploadError) {
        toast({
          title: t('adminRegistrations.edit.receiptFailed', { message: serverMessage(proofUploadError) }),
          variant: 'destructive',
        });
      } else if (!alreadyPaid) {
        toast({ title: t('adminRegistrations.edit.saved') });
      }
      onClose();
    } catch (error) {
      toast({
        // Spec admin §8: the server's words when it refused; a plain failure when it never answered.
        title:
          error instanceof ApiError
            ? t('adminRegistrations.edit.failedWith', { message: refusalMessage(error) })
            : t('adminRegistrations.edit.failed'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('adminRegistrations.edit.title')}
      description={t('adminRegistrations.cells.id', { id: row.id })}
      closeLabel={t('adminRegistrations.dialog.close')}
      size="lg"
    >
      <LinkedLeads registrationId={row.id} />
      <RegistrationForm
        idPrefix="edit-registration"
        defaultValues={{
          fullName: row.fullName,
          email: row.email,
          phone: row.phone,
          type: row.type,
          businessName: row.businessName ?? '',
          package: row.package,
          referenceType: row.referenceType ?? '',
          referredBy: row.referredBy ?? '',
          language: row.language,
        }}
        offerSilver={row.package === 'silver'}
        offerMarkPaid={row.paymentStatus !== 'completed'}
        submitLabel={t('adminRegistrations.edit.save')}
        submittingLabel={t('adminRegistrations.dialog.saving')}
        onSubmit={submit}
        onCancel={onClose}
      />
    </Dialog>
  );
}
