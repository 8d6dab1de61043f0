import type { HeldRegistration } from '@eventdesk/contracts/registration';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date-time';

type HeldRegistrationItemProps = {
  registration: HeldRegistration;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** A held registration as a selectable card (a table would scroll sideways at 360 px). */
export function HeldRegistrationItem({ registration, checked, onChange }: HeldRegistrationItemProps) {
  const { t, i18n } = useTranslation();
  const id = `hold-${registration.id}`;

  return (
    <div
      className={`flex gap-3 rounded-lg border p-3 ${checked ? 'border-amber-600 bg-amber-50' : 'border-slate-200'}`}
    >
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-4 shrink-0"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-label={t('adminSeatHolds.item.select', { name: registration.fullName, id: registration.id })}
      />
      <label htmlFor={id} className="grid min-w-0 flex-1 gap-0.5 text-sm">
        <span className="font-semibold break-words">
          {registration.fullName} · #{registration.id}
          {registration.isAdditionalTicket ? (
            <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-normal">
              {t('adminSeatHolds.item.additional')}
            </span>
          ) : null}
        </span>
        <span className="break-all text-slate-700">{registration.email}</span>
        <span className="text-slate-700">{registration.phone}</span>
        <span className="text-xs text-slate-600">
          {t('adminSeatHolds.item.heldUntil', {
            time: formatDateTime(registration.heldUntil, i18n.resolvedLanguage),
          })}
        </span>
      </label>
    </div>
  );
}
