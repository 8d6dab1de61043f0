import { useTranslation } from 'react-i18next';

/** Shown while the device solves a seat-hold challenge (a few seconds), so the wait is not mistaken for a hang. */
export function DeviceCheckStatus({ checking }: { checking: boolean }) {
  const { t } = useTranslation();
  return (
    // Always in the page (a live region must exist before its text changes); out of the layout while empty.
    <p
      role="status"
      aria-live="polite"
      className={checking ? 'text-sm text-slate-700' : 'sr-only'}
      data-testid="device-check-status"
    >
      {checking ? t('common.deviceCheck.checking') : null}
    </p>
  );
}
