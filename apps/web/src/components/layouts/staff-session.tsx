import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { logout } from '@/lib/staff-logout';
import { clearAdminToken } from '@/lib/admin-token';
import { ApiError } from '@/lib/api-client';

/** The catalog key of the login screen's notice after a session ended; translated when it is shown. */
export const SESSION_ENDED_NOTICE = 'layout.staffShell.sessionEnded';

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * A 401 from any staff call (query or mutation) ends the session: the token is expired, revoked or forged, so
 * every later call would fail the same way. Cached data of the signed-out user is dropped too.
 */
export function useEndSessionOnUnauthorized(): void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    const endSession = () => {
      clearAdminToken();
      queryClient.clear();
      void navigate(paths.admin.login.getHref(), {
        replace: true,
        state: { notice: t(SESSION_ENDED_NOTICE) },
      });
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnauthorized(event.action.error)) {
        endSession();
      }
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnauthorized(event.action.error)) {
        endSession();
      }
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, navigate, t]);
}

/** Logout: revoke on the server (a failure is ignored), forget the token and every cached answer, go to login. */
export function useStaffLogout(): { logout: () => void; loggingOut: boolean } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  const run = async () => {
    setLoggingOut(true);
    await logout();
    clearAdminToken();
    queryClient.clear();
    await navigate(paths.admin.login.getHref());
  };

  return { logout: () => void run(), loggingOut };
}
