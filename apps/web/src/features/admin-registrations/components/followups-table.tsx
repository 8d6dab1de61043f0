import { FOLLOWUP_NOTES_PREVIEW, type AdminRegistrationRow } from '@eventdesk/contracts/registration';
import { useTranslation } from 'react-i18next';
import {
  IdentityCells,
  PaymentStatusBadge,
} from '@/features/admin-registrations/components/registration-cells';
import { ColumnsTable } from '@/features/admin-registrations/components/columns-table';
import { responsiveTable as rt } from '@/features/admin-registrations/components/responsive-table';
import { useStatusLabels } from '@/features/admin-registrations/format';
import { useStaffFormat } from '@/lib/use-staff-format';

type FollowupsTableProps = {
  rows: AdminRegistrationRow[];
  onUpdate: (row: AdminRegistrationRow) => void;
  onHistory: (row: AdminRegistrationRow) => void;
};

// Widths add up to 100 % of a fixed-layout table; the two actions stay buttons (one tap each for callers).
const columns = [
  { key: 'name', width: 'lg:w-[19%]' },
  { key: 'contact', width: 'lg:w-[17%]' },
  { key: 'package', width: 'lg:w-[8%]' },
  { key: 'payment', width: 'lg:w-[11%]' },
  { key: 'currentFollowup', width: 'lg:w-[17%]' },
  { key: 'lastUpdated', width: 'lg:w-[14%]' },
  { key: 'actions', width: 'lg:w-[14%]' },
] as const;

const actionClass =
  'rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none';

/** The first 30 characters of a note; the whole note is in the tooltip and read by screen readers. */
export function NotesPreview({ notes }: { notes: string }) {
  if (notes.length <= FOLLOWUP_NOTES_PREVIEW) {
    return <span className="break-words">{notes}</span>;
  }
  return (
    <span title={notes} className="break-words">
      <span aria-hidden="true">{`${notes.slice(0, FOLLOWUP_NOTES_PREVIEW)}…`}</span>
      <span className="sr-only">{notes}</span>
    </span>
  );
}

function CurrentFollowup({ row }: { row: AdminRegistrationRow }) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const labels = useStatusLabels();
  if (!row.followupStatus) {
    return (
      <span className="font-semibold text-amber-800">{t('adminRegistrations.followups.needsFollowup')}</span>
    );
  }
  return (
    <div className="min-w-0">
      <div className={`${rt.line} font-semibold`}>
        {labels.followup(row.followupStatus)}
        {row.lastFollowupAt ? (
          <span className="text-xs font-normal text-slate-600"> · {format.dateTime(row.lastFollowupAt)}</span>
        ) : null}
      </div>
      {row.followupNotes ? (
        <div className={`${rt.line} text-xs text-slate-700`}>
          <NotesPreview notes={row.followupNotes} />
        </div>
      ) : null}
    </div>
  );
}

/** Spec admin §2 Follow-up Management table in compact rows; rows become cards on a phone. */
export function FollowupsTable({ rows, onUpdate, onHistory }: FollowupsTableProps) {
  const { t } = useTranslation();
  const format = useStaffFormat();
  const label = (key: (typeof columns)[number]['key']) => t(`adminRegistrations.columns.${key}`);
  return (
    <ColumnsTable columns={columns} label={label}>
      {rows.map((row) => (
        <tr key={row.id} className={rt.tr} data-testid={`followup-row-${row.id}`}>
          <IdentityCells row={row} label={label} />
          <td className={rt.td} data-label={label('payment')}>
            <PaymentStatusBadge status={row.paymentStatus} />
          </td>
          <td className={rt.td} data-label={label('currentFollowup')}>
            <CurrentFollowup row={row} />
          </td>
          <td className={rt.td} data-label={label('lastUpdated')}>
            <div className="min-w-0">
              <div className={`${rt.line} text-xs`}>{format.dateTime(row.updatedAt)}</div>
              {row.lastUpdatedBy ? (
                <div className={`${rt.line} text-xs text-slate-600`}>
                  {t('adminRegistrations.cells.by', { by: row.lastUpdatedBy })}
                </div>
              ) : null}
            </div>
          </td>
          <td className={rt.td} data-label={label('actions')}>
            <div className="flex flex-wrap gap-1">
              <button
                type="button"
                aria-label={t('adminRegistrations.followups.updateFor', { name: row.fullName })}
                className={actionClass}
                onClick={() => onUpdate(row)}
              >
                {t('adminRegistrations.followups.update')}
              </button>
              <button
                type="button"
                aria-label={t('adminRegistrations.followups.historyFor', { name: row.fullName })}
                className={actionClass}
                onClick={() => onHistory(row)}
              >
                {t('adminRegistrations.followups.history')}
              </button>
            </div>
          </td>
        </tr>
      ))}
    </ColumnsTable>
  );
}
