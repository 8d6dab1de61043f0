import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { useAddRegistration } from '@/features/admin-registrations/api/save-registration';
import {
  RegistrationForm,
  type RegistrationFormSubmit,
} from '@/features/admin-registrations/components/registration-form';
import { serverMessage } from '@/features/admin-registrations/format';

/** Spec public §8's words for a receipt image that did not arrive. */
export const IMAGE_UPLOAD_FAILED = 'Image upload failed';

/** Add New Registration: it takes a seat like any public registration; the receipt is optional. */
export function AddRegistrationDialog({ onClose }: { onClose: () => void }) {
  const { toast } = useToast();
  const addRegistration = useAddRegistration();

  const submit = async ({ body, image }: RegistrationFormSubmit) => {
    try {
      const { created, proofUploadError } = await addRegistration.mutateAsync({ body, image });
      toast(
        proofUploadError
          ? {
              title: `Registration created successfully! ID: ${created.id}`,
              description: `${IMAGE_UPLOAD_FAILED}: ${serverMessage(proofUploadError)}`,
              variant: 'destructive',
            }
          : { title: `Registration created successfully! ID: ${created.id}` },
      );
      onClose();
    } catch (error) {
      toast({
        title: error instanceof Error ? `Error: ${serverMessage(error)}` : 'Failed to add registration',
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Add New Registration"
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
        submitLabel="Add Registration"
        submittingLabel="Adding..."
        onSubmit={submit}
        onCancel={onClose}
      />
    </Dialog>
  );
}
