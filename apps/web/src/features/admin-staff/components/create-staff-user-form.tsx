import { zodResolver } from '@hookform/resolvers/zod';
import { staffRoles } from '@eventdesk/contracts/common';
import {
  createStaffUserBody,
  MIN_STAFF_PASSWORD_LENGTH,
  type CreateStaffUserBody,
} from '@eventdesk/contracts/identity';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedBy, FormField, inputClass } from '@/components/ui/form-field';
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
      <FormField
        id="new-staff-username"
        label={t('adminStaff.create.username')}
        required
        error={errors.username?.message}
      >
        <input
          id="new-staff-username"
          autoComplete="off"
          autoCapitalize="none"
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={describedBy('new-staff-username', false, Boolean(errors.username))}
          className={inputClass}
          {...register('username')}
        />
      </FormField>
      <FormField
        id="new-staff-password"
        label={t('adminStaff.create.password')}
        required
        error={errors.password?.message}
        hint={t('adminStaff.create.passwordHint', { count: MIN_STAFF_PASSWORD_LENGTH })}
      >
        <input
          id="new-staff-password"
          type="password"
          autoComplete="new-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy('new-staff-password', true, Boolean(errors.password))}
          className={inputClass}
          {...register('password')}
        />
      </FormField>
      <FormField
        id="new-staff-role"
        label={t('adminStaff.create.role')}
        required
        error={errors.role?.message}
      >
        <select id="new-staff-role" className={inputClass} {...register('role')}>
          {staffRoles.map((role) => (
            <option key={role} value={role}>
              {t(roleLabelKey(role))}
            </option>
          ))}
        </select>
      </FormField>
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded-lg bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-700 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-wait disabled:opacity-60 sm:mt-6"
      >
        {isSubmitting ? t('adminStaff.create.submitting') : t('adminStaff.create.submit')}
      </button>
    </form>
  );
}
