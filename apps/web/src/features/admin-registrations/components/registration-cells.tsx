import type { AdminRegistrationRow } from '@eventdesk/contracts/registration';
import {
  followupStatusLabels,
  formatStaffDateTime,
  formatStaffRupees,
  packageLabels,
  paymentStatusLabels,
} from '@/features/admin-registrations/format';

const badgeClasses: Record<AdminRegistrationRow['paymentStatus'], string> = {
  completed: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-900',
  prospect: 'bg-sky-100 text-sky-900',
  void: 'bg-slate-200 text-slate-800',
  privilege_guest: 'bg-violet-100 text-violet-900',
};

export function PaymentStatusBadge({ status }: { status: AdminRegistrationRow['paymentStatus'] }) {
  return (
    <span
      className={`inline-block self-start rounded-full px-2 py-0.5 text-xs font-semibold ${badgeClasses[status]}`}
    >
      {paymentStatusLabels[status]}
    </span>
  );
}

export function NameCell({ row }: { row: AdminRegistrationRow }) {
  return (
    <div className="min-w-0">
      <div className="font-semibold text-slate-900">{row.fullName}</div>
      <div className="text-xs text-slate-600">ID: {row.id}</div>
    </div>
  );
}

export function PackageCell({ row }: { row: AdminRegistrationRow }) {
  return (
    <div>
      <div>{packageLabels[row.package]}</div>
      <div className="text-xs text-slate-600">{formatStaffRupees(row.amount)}</div>
    </div>
  );
}

export function referenceText(row: Pick<AdminRegistrationRow, 'referenceType' | 'referredBy'>): string {
  if (!row.referenceType) {
    return '—';
  }
  const source = row.referenceType.charAt(0).toUpperCase() + row.referenceType.slice(1);
  return row.referenceType === 'friend' && row.referredBy ? `${source}: ${row.referredBy}` : source;
}

export function PaymentStatusCell({ row }: { row: AdminRegistrationRow }) {
  return (
    <div>
      <PaymentStatusBadge status={row.paymentStatus} />
      <div className="mt-1 text-xs text-slate-600">{formatStaffDateTime(row.registeredAt)}</div>
    </div>
  );
}

/** A registration nobody followed up yet counts as pending (spec admin §4). */
export function FollowupStatusCell({ row }: { row: AdminRegistrationRow }) {
  return (
    <div>
      <div>{followupStatusLabels[row.followupStatus ?? 'pending']}</div>
      {row.lastFollowupAt ? (
        <div className="text-xs text-slate-600">
          {formatStaffDateTime(row.lastFollowupAt)}
          {row.lastFollowupBy ? ` by ${row.lastFollowupBy}` : null}
        </div>
      ) : null}
    </div>
  );
}
