import { useTranslation } from 'react-i18next';

/**
 * What a staff member sees on a screen outside their role (the server answered 403): said plainly, not as a
 * failed load, so they know reloading will not help. `message` is a screen's own wording, if it has one.
 */
export function StaffNoAccess({ message }: { message?: string }) {
  const { t } = useTranslation();
  const className = 'rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-950';
  if (message) {
    return (
      <p role="alert" className={className}>
        {message}
      </p>
    );
  }
  return (
    <div role="alert" className={className}>
      <p className="font-semibold">{t('staffAccess.notice.title')}</p>
      <p className="mt-1 text-sm">{t('staffAccess.notice.detail')}</p>
    </div>
  );
}
