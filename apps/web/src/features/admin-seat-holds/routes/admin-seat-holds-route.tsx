import { SEAT_HOLDS_RELEASE_MAX } from '@eventdesk/contracts/registration';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffLoadError, StaffShell } from '@/components/layouts/staff-shell';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { useSeatHolds } from '@/features/admin-seat-holds/api/get-seat-holds';
import { useReleaseHolds } from '@/features/admin-seat-holds/api/release-holds';
import { PackageHoldsCard } from '@/features/admin-seat-holds/components/package-holds-card';
import { formatDateTime } from '@/lib/format-date-time';
import { ApiError } from '@/lib/api-client';

function SeatHoldsBody() {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const { data, error, isPending, isFetching, refetch } = useSeatHolds();
  const release = useReleaseHolds();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);

  const toggle = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) {
          next.add(id);
        } else {
          next.delete(id);
        }
      }
      return next;
    });

  const chosen = [...selected].slice(0, SEAT_HOLDS_RELEASE_MAX);
  const confirmRelease = () =>
    release.mutate(
      { registrationIds: chosen },
      {
        onSuccess: (answer) => {
          setConfirming(false);
          setSelected(new Set());
          toast({ title: t('adminSeatHolds.release.done', { count: answer.released }) });
        },
        onError: (failure) => {
          setConfirming(false);
          toast({
            variant: 'destructive',
            title: t('adminSeatHolds.release.failed'),
            description:
              failure instanceof ApiError ? failure.body?.message : t('adminSeatHolds.release.tryAgain'),
          });
        },
      },
    );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('adminSeatHolds.screen.title')}</h1>
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isFetching}
          className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none disabled:opacity-60"
        >
          {t('adminSeatHolds.screen.refresh')}
        </button>
      </div>
      <p className="text-slate-700">{t('adminSeatHolds.screen.intro')}</p>
      {isPending ? <p role="status">{t('adminSeatHolds.screen.loading')}</p> : null}
      {error ? <StaffLoadError error={error} message={t('adminSeatHolds.screen.error')} /> : null}
      {data ? (
        <>
          <p className="text-sm text-slate-600">
            {t('adminSeatHolds.screen.countedAt', {
              time: formatDateTime(data.countedAt, i18n.resolvedLanguage),
            })}
          </p>
          {data.packages.map((holds) => (
            <PackageHoldsCard key={holds.package} holds={holds} selected={selected} onToggle={toggle} />
          ))}
        </>
      ) : null}
      {/* Stays in reach at the bottom of a phone screen while staff scroll and tick. */}
      <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-slate-50/95 px-4 py-3">
        <button
          type="button"
          disabled={selected.size === 0 || release.isPending}
          onClick={() => setConfirming(true)}
          className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none disabled:opacity-50"
        >
          {t('adminSeatHolds.release.button', { count: selected.size })}
        </button>
        {selected.size > SEAT_HOLDS_RELEASE_MAX ? (
          <p className="text-sm text-slate-700">
            {t('adminSeatHolds.release.max', { max: SEAT_HOLDS_RELEASE_MAX })}
          </p>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('adminSeatHolds.release.confirmTitle')}
        message={t('adminSeatHolds.release.confirmMessage', { count: chosen.length })}
        confirmLabel={t('adminSeatHolds.release.confirm')}
        cancelLabel={t('adminSeatHolds.release.cancel')}
        destructive
        busy={release.isPending}
        onConfirm={confirmRelease}
      />
    </div>
  );
}

/** `/admin/seat-holds` (admin, super_admin): held-but-unpaid seats per package, released on request. */
export function AdminSeatHoldsRoute() {
  const { t } = useTranslation();
  return (
    <StaffShell title={t('adminSeatHolds.screen.title')} capability="seatHolds">
      <SeatHoldsBody />
    </StaffShell>
  );
}
