import { staffRoles, type StaffRole } from '@eventdesk/contracts/common';
import type { StaffUserView, UpdateStaffUserBody } from '@eventdesk/contracts/identity';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '@/components/ui/form-field';
import { roleLabelKey } from '@/features/admin-staff/components/role-labels';
import { useStaffFormat } from '@/lib/use-staff-format';

const buttonClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50';

type StaffUserCardProps = {
  user: StaffUserView;
  busy: boolean;
  onChange: (body: UpdateStaffUserBody) => void;
  onResetPassword: () => void;
};

/** One staff account: change its role, disable or enable it, reset its password. */
export function StaffUserCard({ user, busy, onChange, onResetPassword }: StaffUserCardProps) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const [role, setRole] = useState<StaffRole>(user.role);
  const roleId = `staff-${user.id}-role`;

  return (
    <article className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-end">
      <div className="min-w-0">
        <h2 className="text-lg font-bold break-words">
          {user.username}{' '}
          {user.disabled ? (
            <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
              {t('adminStaff.card.disabled')}
            </span>
          ) : null}
        </h2>
        <p className="text-sm text-slate-600">
          {t('adminStaff.card.since', {
            role: t(roleLabelKey(user.role)),
            date: format.date(user.createdAt),
          })}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={roleId} className="block text-sm font-semibold text-slate-800">
            {t('adminStaff.create.role')}
          </label>
          <select
            id={roleId}
            value={role}
            onChange={(event) => setRole(event.target.value as StaffRole)}
            className={`${inputClass} py-1.5`}
          >
            {staffRoles.map((option) => (
              <option key={option} value={option}>
                {t(roleLabelKey(option))}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={buttonClass}
          disabled={busy || role === user.role}
          onClick={() => onChange({ role })}
        >
          {t('adminStaff.card.changeRole')}
        </button>
        <button
          type="button"
          className={buttonClass}
          disabled={busy}
          onClick={() => onChange({ disabled: !user.disabled })}
        >
          {user.disabled ? t('adminStaff.card.enable') : t('adminStaff.card.disable')}
        </button>
        <button type="button" className={buttonClass} disabled={busy} onClick={onResetPassword}>
          {t('adminStaff.card.resetPassword')}
        </button>
      </div>
    </article>
  );
}
