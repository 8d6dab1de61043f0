import { useTranslation } from 'react-i18next';

export type LastScan = { ok: true; name: string; message: string } | { ok: false; message: string };

/** The last scan in large type, for the door staff who look up from a queue. */
export function ScanResult({ scan }: { scan: LastScan | null }) {
  const { t } = useTranslation();
  if (!scan) {
    return null;
  }
  return (
    <div
      role="status"
      data-testid="scan-result"
      className={`rounded-xl border-2 p-4 ${scan.ok ? 'border-green-600 bg-green-50 text-green-900' : 'border-red-600 bg-red-50 text-red-900'}`}
    >
      <p className="text-lg font-bold break-words">
        {scan.ok ? t('checkIn.result.admitted', { name: scan.name }) : t('checkIn.result.refused')}
      </p>
      <p className="break-words">{scan.message}</p>
    </div>
  );
}
