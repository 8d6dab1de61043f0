import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useNavigate } from 'react-router-dom';
import { LanguageSwitch } from '@/components/language-switch';
import { paths } from '@/config/paths';
import { clearAdminToken, readAdminToken } from '@/lib/admin-token';
import { ApiError } from '@/lib/api-client';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded px-2 py-1 text-sm font-semibold hover:text-amber-300 ${isActive ? 'text-amber-300' : 'text-white'}`;

/**
 * Every staff screen: only with a staff token in storage (else the login screen), a header with the staff
 * navigation and Logout. The server checks the token and the role on every call; this only mirrors it.
 */
export function StaffShell({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  if (!readAdminToken()) {
    return <Navigate to={paths.admin.login.getHref()} replace />;
  }

  const logout = () => {
    clearAdminToken();
    void navigate(paths.admin.login.getHref());
  };

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <header className="bg-slate-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <span className="min-w-0 flex-1 font-bold">{t('adminPitches.shell.area')}</span>
          {/* The switch is styled for light backgrounds. */}
          <div className="rounded-full bg-white">
            <LanguageSwitch />
          </div>
          <button
            type="button"
            onClick={logout}
            className="rounded-lg border border-white/40 px-3 py-1 text-sm font-semibold hover:bg-white/10"
          >
            {t('adminPitches.shell.logout')}
          </button>
          <nav aria-label={t('adminPitches.shell.navLabel')} className="w-full">
            <ul className="-mx-2 flex flex-wrap gap-2">
              <li>
                <NavLink to={paths.admin.dashboard.getHref()} className={navLinkClass}>
                  {t('adminPitches.shell.dashboard')}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.admin.pitches.getHref()} className={navLinkClass}>
                  {t('adminPitches.shell.pitches')}
                </NavLink>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        {children}
      </main>
    </div>
  );
}

/** A staff call that failed: a rejected token (401) ends the session, anything else shows `message`. */
export function StaffLoadError({ error, message }: { error: unknown; message: string }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.status === 401) {
    clearAdminToken();
    return (
      <Navigate
        to={paths.admin.login.getHref()}
        replace
        state={{ notice: t('adminPitches.shell.sessionExpired') }}
      />
    );
  }
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
      {message}
    </p>
  );
}
