import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffLoadError, StaffShell } from '@/components/layouts/staff-shell';
import { useOpenQueueBoardSession } from '@/features/admin-queue-board/api/open-queue-board-session';
import { goToQueueBoard } from '@/features/admin-queue-board/lib/go-to-queue-board';
import { ApiError } from '@/lib/api-client';

/** What the refusal means for the person: not their role, a passing outage, or something else. */
function refusalKey(error: unknown) {
  if (error instanceof ApiError && error.status === 403) {
    return 'adminQueueBoard.screen.forbidden' as const;
  }
  if (error instanceof ApiError && error.status === 503) {
    return 'adminQueueBoard.screen.unavailable' as const;
  }
  return 'adminQueueBoard.screen.failed' as const;
}

function QueueBoardBody() {
  const { t } = useTranslation();
  const session = useOpenQueueBoardSession();
  const open = session.mutate;
  const started = useRef(false);

  useEffect(() => {
    // Once per visit: React runs effects twice in development, and one cookie is enough.
    if (!started.current) {
      started.current = true;
      open(undefined, { onSuccess: goToQueueBoard });
    }
  }, [open]);

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold">{t('adminQueueBoard.screen.title')}</h1>
      <p className="text-slate-700">{t('adminQueueBoard.screen.intro')}</p>
      {session.isError ? (
        <>
          {/* A 401 (session over) goes back to the login; anything else is said here. */}
          <StaffLoadError
            error={session.error}
            message={t(refusalKey(session.error))}
            forbiddenMessage={t('adminQueueBoard.screen.forbidden')}
          />
          <button
            type="button"
            onClick={() => open(undefined, { onSuccess: goToQueueBoard })}
            className="justify-self-start rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none"
          >
            {t('adminQueueBoard.screen.retry')}
          </button>
        </>
      ) : (
        <p role="status">{t('adminQueueBoard.screen.opening')}</p>
      )}
    </div>
  );
}

/**
 * `/admin/queue-board` (admin, super_admin): signs in to the queue dashboard, which the gateway serves at
 * /admin/queues, and opens it. The dashboard sends a visitor without its cookie here.
 */
export function AdminQueueBoardRoute() {
  const { t } = useTranslation();
  return (
    <StaffShell title={t('adminQueueBoard.screen.title')} capability="queueBoard">
      <QueueBoardBody />
    </StaffShell>
  );
}
