import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody, type LoginBody } from '@eventdesk/contracts/identity';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { controlProps, TextField } from '@/components/ui/text-field';

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
      <TextField
        id="login-username"
        label={t('adminAuth.login.username')}
        required
        error={errors.username?.message}
        autoComplete="username"
        autoCapitalize="none"
        {...register('username')}
      />
      <FormField
        id="login-password"
        label={t('adminAuth.login.password')}
        required
        error={errors.password?.message}
      >
        <div className="grid">
          <input
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            {...controlProps({ id: 'login-password', required: true, error: errors.password?.message })}
            {...register('password')}
          />
          <button
            type="button"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-controls="login-password"
            className="mt-1 justify-self-end rounded px-2 py-1 text-sm font-semibold text-amber-800 underline hover:bg-amber-50"
          >
            {showPassword ? t('adminAuth.login.hide') : t('adminAuth.login.show')}
          </button>
        </div>
      </FormField>
      <SubmitButton pending={isSubmitting} pendingLabel={t('adminAuth.login.submitting')}>
        {t('adminAuth.login.submit')}
      </SubmitButton>
    </form>
  );
}
