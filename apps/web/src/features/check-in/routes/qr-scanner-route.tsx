import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffShell } from '@/components/layouts/staff-shell';
import { useToast } from '@/components/ui/toast';
import { useAttendanceStats } from '@/features/check-in/api/get-attendance-stats';
import { useScanTicket } from '@/features/check-in/api/scan-ticket';
import { CameraScanner } from '@/features/check-in/components/camera-scanner';
import { ScanForm } from '@/features/check-in/components/scan-form';
import { ScanResult, type LastScan } from '@/features/check-in/components/scan-result';
import { ScannerHelp } from '@/features/check-in/components/scanner-help';
import { StatsCards } from '@/features/check-in/components/stats-cards';
import { TokenMissing } from '@/features/check-in/components/token-missing';
import { nonceFor } from '@/features/check-in/lib/scan-nonce';
import { clearAdminToken, readAdminToken } from '@/lib/admin-token';
import { ApiError } from '@/lib/api-client';

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The toast title of a refused scan, by the server's code; the server's message (with its details) goes below. */
const refusalTitleKeys: Record<string, string> = {
  TICKET_ALREADY_USED: 'checkIn.toast.alreadyTitle',
  TICKET_INVALID: 'checkIn.toast.invalidTitle',
  PAYMENT_REQUIRED: 'checkIn.toast.paymentPendingTitle',
};

function Scanner({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [token, setToken] = useState('');
  const [lastScan, setLastScan] = useState<LastScan | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // A retry of the same token (after a network error) reuses the nonce, so the server sees one scan.
  const pendingNonce = useRef<{ token: string; nonce: string } | null>(null);
  const stats = useAttendanceStats(true);

  const scan = useScanTicket((answer) => {
    pendingNonce.current = null;
    setToken('');
    setLastScan({ ok: true, name: answer.registration.fullName, message: answer.message });
    toast({
      title: t('checkIn.toast.successTitle'),
      description: t('checkIn.toast.successBody', {
        name: answer.registration.fullName,
        message: answer.message,
      }),
    });
    inputRef.current?.focus();
  });

  useEffect(() => {
    if (stats.error) {
      if (isUnauthorized(stats.error)) {
        onSignedOut();
        return;
      }
      toast({ title: t('checkIn.toast.statsFailed'), variant: 'destructive' });
    }
  }, [stats.error, stats.errorUpdatedAt, onSignedOut, t, toast]);

  const markAttendance = (value: string) => {
    const qrToken = value.trim();
    if (!qrToken) {
      toast({ title: t('checkIn.toast.blank'), variant: 'destructive' });
      return;
    }
    if (scan.isPending) {
      return;
    }
    const nonce = nonceFor(pendingNonce.current, qrToken);
    pendingNonce.current = { token: qrToken, nonce };
    scan.mutate(
      { qrToken, nonce },
      {
        onError: (error) => {
          if (isUnauthorized(error)) {
            onSignedOut();
            return;
          }
          const message = error instanceof ApiError ? error.body?.message : undefined;
          // A refusal is final for this token; only a failed request may be retried with the same nonce.
          if (error instanceof ApiError && error.status < 500) {
            pendingNonce.current = null;
          }
          const code = error instanceof ApiError ? error.body?.code : undefined;
          setLastScan({ ok: false, message: message ?? t('checkIn.toast.scanFailed') });
          toast({
            title: t(refusalTitleKeys[code ?? ''] ?? 'checkIn.toast.errorTitle'),
            description: message ?? t('checkIn.toast.scanFailed'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div>
        <h1 className="text-2xl font-bold">{t('checkIn.page.title')}</h1>
        <p className="mt-1 text-slate-600">{t('checkIn.page.intro')}</p>
      </div>
      <StatsCards stats={stats.data} />
      <ScanResult scan={lastScan} />
      <CameraScanner
        paused={scan.isPending}
        onDetected={(text) => {
          setToken(text);
          markAttendance(text);
        }}
      />
      <ScanForm
        ref={inputRef}
        token={token}
        onTokenChange={setToken}
        onSubmit={() => markAttendance(token)}
        onRefresh={() => void stats.refetch()}
        busy={scan.isPending}
        refreshing={stats.isFetching}
      />
      <ScannerHelp />
    </div>
  );
}

/** `/qr-scanner`: staff only; without a token it says so and links to the login (spec admin §6). */
export function QrScannerRoute() {
  const { t } = useTranslation();
  const [signedIn, setSignedIn] = useState(() => Boolean(readAdminToken()));
  const signOut = useCallback(() => {
    clearAdminToken();
    setSignedIn(false);
  }, []);

  if (!signedIn) {
    return <TokenMissing />;
  }
  return (
    <StaffShell title={t('checkIn.page.title')}>
      <Scanner onSignedOut={signOut} />
    </StaffShell>
  );
}
