import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { useAddRegistration } from '@/features/admin-registrations/api/save-registration';
import {
  RegistrationForm,
  type RegistrationFormSubmit,
} from '@/features/admin-registrations/components/registration-form';
import { serverMessage } from '@/features/admin-registrations/format';

/** Add New Registration: it takes a seat like any public registration; the receipt is optional. */
export function AddRegistrationDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const addRegistration = useAddRegistration();

  const submit = async ({ body, image }: RegistrationFormSubmit) => {
    try {
      const { created, proofUploadError } = await addRegistration.mutateAsync({ body, image });
      toast(
        proofUploadError
          ? {
              title: t('adminRegistrations.add.created', { id: created.id }),
              // Spec public §8's words for a receipt image that did not arrive.
              description: t('adminRegistrations.add.imageFailed', {
                message: serverMessage(proofUploadError),
              }),
              variant: 'destructive',
            }
          : { title: t('adminRegistrations.add.created', { id: created.id }) },
      );
      onClose();
    } catch (error) {
      toast({
        title:
          error instanceof Error
            ? t('adminRegistrations.add.error', { message: serverMessage(error) })
            : t('adminRegistrations.add.failed'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('adminRegistrations.add.title')}
      closeLabel={t('adminRegistrations.dialog.close')}
      size="lg"
    >
      <RegistrationForm
        idPrefix="add-registration"
        defaultValues={{
          fullName: '',
          email: '',
          phone: '',
          type: 'individual',
          businessName: '',
          package: 'gold',
          referenceType: '',
          referredBy: '',
          language: 'en',
        }}
        submitLabel={t('adminRegistrations.list.add')}
        submittingLabel={t('adminRegistrations.add.adding')}
        onSubmit={submit}
        onCancel={onClose}
      />
    </Dialog>
  );
}
