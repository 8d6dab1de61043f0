import type { LoginBody } from '@eventdesk/contracts/identity';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LanguageSwitch } from '@/components/language-switch';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { staffRoleKeys } from '@/lib/staff-role';
import { useLogin } from '@/features/admin-auth/api/login';
import { LoginForm } from '@/features/admin-auth/components/login-form';
import { staffLandingPath } from '@/features/admin-auth/lib/staff-landing';
import { storeAdminToken } from '@/lib/admin-token';
import { ApiError } from '@/lib/api-client';

export function AdminLoginRoute() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const loginMutation = useLogin();
  const queryClient = useQueryClient();

  const handleSubmit = async (values: LoginBody) => {
    try {
      const { token, role, username } = await loginMutation.mutateAsync(values);
      storeAdminToken(token);
      // Nothing cached for an earlier session may leak into this one; the role is known from the answer.
      queryClient.clear();
      queryClient.setQueryData(staffRoleKeys.all, { role, username });
      toast({ title: t('adminAuth.login.success') });
      await navigate(staffLandingPath(role));
    } catch (error) {
      // Wrong credentials and the slow-down after repeated failures (429) both carry the server's message; an
      // answer without one is the spec's default 'Login failed', and no answer at all an unknown error.
      toast({
        variant: 'destructive',
        title: t('adminAuth.login.failed'),
        description:
          error instanceof ApiError
            ? (error.body?.message ?? t('adminAuth.login.failedDefault'))
            : t('adminAuth.login.unknownError'),
      });
    }
  };

  return (
    <main
      id="main"
      className="flex min-h-dvh items-start justify-center bg-slate-50 px-4 py-10 sm:items-center"
    >
      <title>{t('adminAuth.login.title')}</title>
      <meta name="robots" content="noindex" />
      <div className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex items-center justify-between gap-3">
          <h1 className="text-2xl font-bold text-slate-900">{t('adminAuth.login.title')}</h1>
          <LanguageSwitch />
        </div>
        {notice ? (
          <p role="status" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {notice}
          </p>
        ) : null}
        <div className="mt-6">
          <LoginForm onSubmit={handleSubmit} />
        </div>
        <Link to={paths.root.getHref()} className="mt-6 inline-block font-semibold text-amber-800 underline">
          {t('adminAuth.login.backHome')}
        </Link>
      </div>
    </main>
  );
}
