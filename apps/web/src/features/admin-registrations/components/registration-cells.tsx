import type { AdminRegistrationRow } from '@eventdesk/contracts/registration';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { responsiveTable as rt } from '@/features/admin-registrations/components/responsive-table';
import { useStatusLabels } from '@/features/admin-registrations/format';
import { useStaffFormat } from '@/lib/use-staff-format';

const badgeClasses: Record<AdminRegistrationRow['paymentStatus'], string> = {
  completed: 'bg-green-100 text-green-900',
  pending: 'bg-amber-100 text-amber-900',
  prospect: 'bg-sky-100 text-sky-900',
  void: 'bg-slate-200 text-slate-800',
  privilege_guest: 'bg-violet-100 text-violet-900',
};

export function PaymentStatusBadge({ status }: { status: AdminRegistrationRow['paymentStatus'] }) {
  const labels = useStatusLabels();
  return (
    <span
      className={`inline-block max-w-full self-start truncate rounded-full px-2 py-0.5 text-xs font-semibold ${badgeClasses[status]}`}
    >
      {labels.payment(status)}
    </span>
  );
}

/** "Additional ticket of <parent>": the parent's name and id, so staff find the person who paid for it. */
function additionalTicketText(row: AdminRegistrationRow, t: TFunction): string | null {
  if (!row.isAdditionalTicket) {
    return null;
  }
  return row.parentRegistrationId === null
    ? t('adminRegistrations.cells.additionalTicket')
    : t('adminRegistrations.cells.additionalTicketOf', {
        name: row.parentFullName ?? '—',
        id: row.parentRegistrationId,
      });
}

/** Name, then the id, business name and additional-ticket marker: two lines on a wide screen. */
export function NameCell({ row }: { row: AdminRegistrationRow }) {
  const { t } = useTranslation();
  const details = [t('adminRegistrations.cells.id', { id: row.id }), row.businessName]
    .filter(Boolean)
    .join(' · ');
  const additional = additionalTicketText(row, t);
  return (
    <div className="min-w-0">
      <div className={`${rt.line} font-semibold text-slate-900`} title={row.fullName}>
        {row.fullName}
      </div>
      <div
        className={`${rt.line} text-xs text-slate-600`}
        title={additional ? `${additional} · ${details}` : details}
      >
        {/* The marker first: on a wide screen the line is cut at the column's edge. */}
        {additional ? (
          <>
            <span className="font-semibold text-violet-800">{additional}</span>
            {' · '}
          </>
        ) : null}
        <span>{details}</span>
      </div>
    </div>
  );
}

export function ContactCell({ row }: { row: Pick<AdminRegistrationRow, 'phone' | 'email'> }) {
  return (
    <div className="min-w-0">
      <div className={rt.line}>
        <a
          href={`tel:${row.phone.replace(/[^\d+]/g, '')}`}
          className="underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none"
        >
          {row.phone}
        </a>
      </div>
      <div className={`${rt.line} text-xs text-slate-600`} title={row.email}>
        {row.email}
      </div>
    </div>
  );
}

export function PackageCell({ row }: { row: AdminRegistrationRow }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  return (
    <div className="min-w-0">
      <div className={rt.line}>{t(`staffCommon.packages.${row.package}`)}</div>
      <div className={`${rt.line} text-xs text-slate-600`}>{format.inr(row.amount)}</div>
    </div>
  );
}

export function ReferenceText({ row }: { row: Pick<AdminRegistrationRow, 'referenceType' | 'referredBy'> }) {
  const { t } = useTranslation();
  if (!row.referenceType) {
    return <>—</>;
  }
  const source = t(`adminRegistrations.reference.${row.referenceType}`);
  const text = row.referenceType === 'friend' && row.referredBy ? `${source}: ${row.referredBy}` : source;
  return (
    <div className={rt.line} title={text}>
      {text}
    </div>
  );
}

export function PaymentStatusCell({ row }: { row: AdminRegistrationRow }) {
  const format = useStaffFormat();
  return (
    <div className="min-w-0">
      <PaymentStatusBadge status={row.paymentStatus} />
      <div className={`${rt.line} mt-0.5 text-xs text-slate-600`}>{format.dateTime(row.registeredAt)}</div>
    </div>
  );
}

/** A registration nobody followed up yet counts as pending (spec admin §4). */
export function FollowupStatusCell({ row }: { row: AdminRegistrationRow }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const labels = useStatusLabels();
  const when = row.lastFollowupAt
    ? row.lastFollowupBy
      ? t('adminRegistrations.cells.atBy', {
          at: format.dateTime(row.lastFollowupAt),
          by: row.lastFollowupBy,
        })
      : format.dateTime(row.lastFollowupAt)
    : null;
  return (
    <div className="min-w-0">
      <div className={rt.line}>{labels.followup(row.followupStatus ?? 'pending')}</div>
      {when ? (
        <div className={`${rt.line} text-xs text-slate-600`} title={when}>
          {when}
        </div>
      ) : null}
    </div>
  );
}

/** The first three cells of both registrations tables: who, how to reach them, what they bought. */
export function IdentityCells({
  row,
  label,
}: {
  row: AdminRegistrationRow;
  label: (key: 'name' | 'contact' | 'package') => string;
}) {
  return (
    <>
      <td className={rt.td} data-label={label('name')}>
        <NameCell row={row} />
      </td>
      <td className={rt.td} data-label={label('contact')}>
        <ContactCell row={row} />
      </td>
      <td className={rt.td} data-label={label('package')}>
        <PackageCell row={row} />
      </td>
    </>
  );
}
