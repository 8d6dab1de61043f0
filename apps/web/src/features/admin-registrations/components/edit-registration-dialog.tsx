import type { AdminRegistrationRow } from '@eventdesk/contracts/registration';
import { Dialog } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { useEditRegistration } from '@/features/admin-registrations/api/save-registration';
import { LinkedLeads } from '@/features/admin-registrations/components/linked-leads';
import {
  RegistrationForm,
  type RegistrationFormSubmit,
} from '@/features/admin-registrations/components/registration-form';
import { serverMessage } from '@/features/admin-registrations/format';
import { ApiError } from '@/lib/api-client';

type EditRegistrationDialogProps = { row: AdminRegistrationRow; onClose: () => void };

export function EditRegistrationDialog({ row, onClose }: EditRegistrationDialogProps) {
  const { toast } = useToast();
  const editRegistration = useEditRegistration();

  const submit = async ({ body, image, markPaid }: RegistrationFormSubmit) => {
    try {
      const { proofUploadError } = await editRegistration.mutateAsync({ id: row.id, body, image, markPaid });
      if (proofUploadError) {
        toast({
          title: `Registration updated, but the receipt upload failed: ${serverMessage(proofUploadError)}`,
          variant: 'destructive',
        });
      } else {
        toast({ title: 'Registration updated successfully!' });
      }
      onClose();
    } catch (error) {
      toast({
        // Spec admin §8: the server's words when it refused; a plain failure when it never answered.
        title:
          error instanceof ApiError
            ? `Failed to update registration: ${serverMessage(error)}`
            : 'Failed to update registration',
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Edit Registration"
      description={`ID ${row.id}`}
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
        submitLabel="Save Changes"
        submittingLabel="Saving..."
        onSubmit={submit}
        onCancel={onClose}
      />
    </Dialog>
  );
}
