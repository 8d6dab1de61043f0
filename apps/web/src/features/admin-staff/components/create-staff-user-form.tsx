import { zodResolver } from '@hookform/resolvers/zod';
import { staffRoles } from '@eventdesk/contracts/common';
import {
  createStaffUserBody,
  MIN_STAFF_PASSWORD_LENGTH,
  type CreateStaffUserBody,
} from '@eventdesk/contracts/identity';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { roleLabelKey } from '@/features/admin-staff/components/role-labels';

type CreateStaffUserFormProps = {
  /** Resolves true when created (the form is then cleared). */
  onSubmit: (values: CreateStaffUserBody) => Promise<boolean>;
};

export function CreateStaffUserForm({ onSubmit }: CreateStaffUserFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CreateStaffUserBody>({
    resolver: zodResolver(createStaffUserBody),
    defaultValues: { username: '', password: '', role: 'user' },
  });

  const submit = async (values: CreateStaffUserBody) => {
    if (await onSubmit(values)) {
      reset();
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
      aria-labelledby="create-staff-user"
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_12rem_auto] sm:items-start"
    >
      <h2 id="create-staff-user" className="text-lg font-bold sm:col-span-4">
        {t('adminStaff.create.title')}
      </h2>
      <TextField
        id="new-staff-username"
        label={t('adminStaff.create.username')}
        required
        error={errors.username?.message}
        autoComplete="off"
        autoCapitalize="none"
        {...register('username')}
      />
      <TextField
        id="new-staff-password"
        label={t('adminStaff.create.password')}
        required
        error={errors.password?.message}
        hint={t('adminStaff.create.passwordHint', { count: MIN_STAFF_PASSWORD_LENGTH })}
        type="password"
        autoComplete="new-password"
        {...register('password')}
      />
      <SelectField
        id="new-staff-role"
        label={t('adminStaff.create.role')}
        required
        error={errors.role?.message}
        {...register('role')}
      >
        {staffRoles.map((role) => (
          <option key={role} value={role}>
            {t(roleLabelKey(role))}
          </option>
        ))}
      </SelectField>
      <SubmitButton
        pending={isSubmitting}
        pendingLabel={t('adminStaff.create.submitting')}
        variant="staff"
        className="sm:mt-6"
      >
        {t('adminStaff.create.submit')}
      </SubmitButton>
    </form>
  );
}
