import { zodResolver } from '@hookform/resolvers/zod';
import { MIN_STAFF_PASSWORD_LENGTH, staffPassword, type StaffUserView } from '@eventdesk/contracts/identity';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Dialog, dialogButtonClass } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';

const resetPasswordForm = z.object({ password: staffPassword });
type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

type ResetPasswordDialogProps = {
  user: StaffUserView;
  onClose: () => void;
  onSubmit: (password: string) => Promise<void>;
};

/** A new password for a staff user (told to them in person); their open sessions keep working until they expire. */
export function ResetPasswordDialog({ user, onClose, onSubmit }: ResetPasswordDialogProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { password: '' },
  });
  const id = `reset-password-${user.id}`;

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('adminStaff.reset.title', { username: user.username })}
      size="sm"
      footer={
        <>
          <button type="button" className={dialogButtonClass} onClick={onClose}>
            {t('adminStaff.reset.cancel')}
          </button>
          <SubmitButton
            form={`${id}-form`}
            pending={isSubmitting}
            pendingLabel={t('adminStaff.reset.saving')}
            variant="staff"
          >
            {t('adminStaff.reset.submit')}
          </SubmitButton>
        </>
      }
    >
      <form
        id={`${id}-form`}
        noValidate
        onSubmit={(event) => void handleSubmit((values) => onSubmit(values.password))(event)}
      >
        <TextField
          id={id}
          label={t('adminStaff.reset.password')}
          required
          error={errors.password?.message}
          hint={t('adminStaff.create.passwordHint', { count: MIN_STAFF_PASSWORD_LENGTH })}
          type="password"
          autoComplete="new-password"
          {...register('password')}
        />
      </form>
    </Dialog>
  );
}
