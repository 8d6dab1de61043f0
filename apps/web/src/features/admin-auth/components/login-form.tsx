import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody, type LoginBody } from '@eventdesk/contracts/identity';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedBy, FormField, inputClass } from '@/components/ui/form-field';

type LoginFormProps = {
  onSubmit: (values: LoginBody) => Promise<void>;
  defaultValues?: Partial<LoginBody>;
};

/** Spec admin §2: username, password with a show/hide toggle, 'Login' / 'Logging in...'. */
export function LoginForm({ onSubmit, defaultValues }: LoginFormProps) {
  const { t } = useTranslation();
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { username: '', password: '', ...defaultValues },
  });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="grid gap-4">
      <FormField
        id="login-username"
        label={t('adminPitches.login.username')}
        required
        error={errors.username?.message}
      >
        <input
          id="login-username"
          autoComplete="username"
          autoCapitalize="none"
          aria-required
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={describedBy('login-username', false, Boolean(errors.username))}
          className={inputClass}
          {...register('username')}
        />
      </FormField>
      <FormField
        id="login-password"
        label={t('adminPitches.login.password')}
        required
        error={errors.password?.message}
      >
        <div className="grid">
          <input
            id="login-password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            aria-required
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy('login-password', false, Boolean(errors.password))}
            className={inputClass}
            {...register('password')}
          />
          <button
            type="button"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-controls="login-password"
            className="mt-1 justify-self-end rounded px-2 py-1 text-sm font-semibold text-amber-800 underline hover:bg-amber-50"
          >
            {showPassword ? t('adminPitches.login.hide') : t('adminPitches.login.show')}
          </button>
        </div>
      </FormField>
      <button
        type="submit"
        disabled={isSubmitting}
        className="rounded-lg bg-amber-700 px-6 py-3 font-semibold text-white hover:bg-amber-800 disabled:cursor-wait disabled:opacity-70"
      >
        {isSubmitting ? t('adminPitches.login.submitting') : t('adminPitches.login.submit')}
      </button>
    </form>
  );
}
