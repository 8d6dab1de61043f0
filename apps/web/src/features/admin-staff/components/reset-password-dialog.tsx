import { zodResolver } from '@hookform/resolvers/zod';
import { MIN_STAFF_PASSWORD_LENGTH, staffPassword, type StaffUserView } from '@eventdesk/contracts/identity';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Dialog, dialogButtonClass, dialogPrimaryButtonClass } from '@/components/ui/dialog';
import { describedBy, FormField, inputClass } from '@/components/ui/form-field';

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
          <button
            type="submit"
            form={`${id}-form`}
            className={dialogPrimaryButtonClass}
            disabled={isSubmitting}
          >
            {isSubmitting ? t('adminStaff.reset.saving') : t('adminStaff.reset.submit')}
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        noValidate
        onSubmit={(event) => void handleSubmit((values) => onSubmit(values.password))(event)}
      >
        <FormField
          id={id}
          label={t('adminStaff.reset.password')}
          required
          error={errors.password?.message}
          hint={t('adminStaff.create.passwordHint', { count: MIN_STAFF_PASSWORD_LENGTH })}
        >
          <input
            id={id}
            type="password"
            autoComplete="new-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy(id, true, Boolean(errors.password))}
            className={inputClass}
            {...register('password')}
          />
        </FormField>
      </form>
    </Dialog>
  );
}
