import type { StaffCapability } from '@eventdesk/contracts/identity';
import { staffCan } from '@eventdesk/contracts/identity';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { LanguageSwitch } from '@/components/language-switch';
import { StaffDrawer } from '@/components/layouts/staff-drawer';
import { StaffNav } from '@/components/layouts/staff-nav';
import { StaffNoAccess } from '@/components/layouts/staff-no-access';
import {
  SESSION_ENDED_NOTICE,
  useEndSessionOnUnauthorized,
  useStaffLogout,
} from '@/components/layouts/staff-session';
import { paths } from '@/config/paths';
import { useStaffRole } from '@/lib/staff-role';
import { clearAdminToken, readAdminToken } from '@/lib/admin-token';
import { ApiError } from '@/lib/api-client';

type StaffShellProps = {
  title: string;
  /** The role-table capability the screen needs; without it the screen says so instead of rendering. */
  capability?: StaffCapability;
  children: ReactNode;
};

/**
 * Every staff screen: only with a staff token in storage (else the login screen), a side navigation on wide
 * screens and a drawer on small ones, entries by role. The server checks the token and the role on every
 * call; this only mirrors it.
 */
export function StaffShell({ title, capability, children }: StaffShellProps) {
  const { t } = useTranslation();
  if (!readAdminToken()) {
    return (
      <Navigate to={paths.admin.login.getHref()} replace state={{ notice: t('layout.staffShell.noToken') }} />
    );
  }
  return (
    <SignedInShell title={title} capability={capability}>
      {children}
    </SignedInShell>
  );
}

function SignedInShell({ title, capability, children }: StaffShellProps) {
  const { t } = useTranslation();
  const areaTitle = t('layout.staffShell.area');
  useEndSessionOnUnauthorized();
  const roleQuery = useStaffRole();
  const { logout, loggingOut } = useStaffLogout();
  // Spec admin §4: a failed role fetch clears the role, so only Logout is left in the menu.
  const role = roleQuery.data?.role ?? null;
  const nav = (label: string) => (
    <StaffNav role={role} label={label} onLogout={logout} loggingOut={loggingOut} />
  );

  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900 lg:flex">
      <title>{title}</title>
      <meta name="robots" content="noindex" />
      <aside className="hidden bg-slate-900 text-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-60 lg:shrink-0 lg:flex-col lg:gap-4 lg:overflow-y-auto lg:p-4">
        <p className="px-3 font-bold">{areaTitle}</p>
        {roleQuery.data ? <p className="px-3 text-sm text-slate-300">{roleQuery.data.username}</p> : null}
        {nav(t('layout.staffShell.navLabel'))}
        <div className="mt-auto self-start rounded-full bg-white">
          <LanguageSwitch />
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center gap-3 bg-slate-900 px-4 py-3 text-white lg:hidden">
          <StaffDrawer title={areaTitle}>{nav(t('layout.staffShell.menuLabel'))}</StaffDrawer>
          <span className="min-w-0 flex-1 truncate font-bold">{areaTitle}</span>
          {/* The switch is styled for light backgrounds. */}
          <div className="rounded-full bg-white">
            <LanguageSwitch />
          </div>
        </header>
        <main id="main" className="mx-auto w-full max-w-6xl min-w-0 flex-1 px-4 py-6">
          {capability ? (
            <CapabilityGate
              capability={capability}
              role={role}
              pending={roleQuery.isPending}
              error={roleQuery.error}
            >
              {children}
            </CapabilityGate>
          ) : (
            children
          )}
        </main>
      </div>
    </div>
  );
}

type CapabilityGateProps = {
  capability: StaffCapability;
  role: Parameters<typeof staffCan>[0];
  pending: boolean;
  error: unknown;
  children: ReactNode;
};

/** Renders the screen only for a role that may use it, so its calls are not even made for others. */
function CapabilityGate({ capability, role, pending, error, children }: CapabilityGateProps) {
  const { t } = useTranslation();
  if (pending) {
    return <p role="status">{t('layout.staffShell.loading')}</p>;
  }
  if (error) {
    return <StaffLoadError error={error} message={t('layout.staffShell.accessCheckFailed')} />;
  }
  if (!staffCan(role, capability)) {
    return (
      <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-950">
        {t('layout.staffShell.noAccess')}
      </p>
    );
  }
  return <>{children}</>;
}

type StaffLoadErrorProps = {
  error: unknown;
  message: string;
  /** A screen's own words for a refused role (403); without them the shared "no access" notice. */
  forbiddenMessage?: string;
};

/**
 * A staff call that failed: a rejected token (401) ends the session, a refused role (403) says "no access",
 * anything else shows `message`.
 */
export function StaffLoadError({ error, message, forbiddenMessage }: StaffLoadErrorProps) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.status === 401) {
    clearAdminToken();
    return <Navigate to={paths.admin.login.getHref()} replace state={{ notice: t(SESSION_ENDED_NOTICE) }} />;
  }
  // The server refused this role (403): no access, not a failure to load.
  if (error instanceof ApiError && error.status === 403) {
    return <StaffNoAccess message={forbiddenMessage} />;
  }
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
      {message}
    </p>
  );
}
