import { FOLLOWUP_NOTES_PREVIEW, type AdminRegistrationRow } from '@eventdesk/contracts/registration';
import {
  NameCell,
  PackageCell,
  PaymentStatusBadge,
} from '@/features/admin-registrations/components/registration-cells';
import { responsiveTable as rt } from '@/features/admin-registrations/components/responsive-table';
import { followupStatusLabels, formatStaffDateTime } from '@/features/admin-registrations/format';

type FollowupsTableProps = {
  rows: AdminRegistrationRow[];
  onUpdate: (row: AdminRegistrationRow) => void;
  onHistory: (row: AdminRegistrationRow) => void;
};

const columns = [
  'Contact',
  'Package',
  'Payment Status',
  'Current Follow-up',
  'Last Updated',
  'Actions',
] as const;

const actionClass =
  'rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-semibold text-slate-800 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none';

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
  if (!row.followupStatus) {
    return <span className="font-semibold text-amber-800">Needs Followup</span>;
  }
  return (
    <div className="min-w-0">
      <div className="font-semibold">{followupStatusLabels[row.followupStatus]}</div>
      {row.lastFollowupAt ? (
        <div className="text-xs text-slate-600">{formatStaffDateTime(row.lastFollowupAt)}</div>
      ) : null}
      {row.followupNotes ? (
        <div className="text-xs text-slate-700">
          <NotesPreview notes={row.followupNotes} />
        </div>
      ) : null}
    </div>
  );
}

/** Spec admin §2 Follow-up Management table; rows become cards on a phone. */
export function FollowupsTable({ rows, onUpdate, onHistory }: FollowupsTableProps) {
  return (
    <div className={rt.wrapper}>
      <table className={rt.table}>
        <thead className={rt.thead}>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={rt.th}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={rt.tbody}>
          {rows.map((row) => (
            <tr key={row.id} className={rt.tr} data-testid={`followup-row-${row.id}`}>
              <td className={rt.td} data-label="Contact">
                <div className="min-w-0">
                  <NameCell row={row} />
                  <div className="text-xs text-slate-700">{row.phone}</div>
                  <div className="text-xs break-all text-slate-700">{row.email}</div>
                </div>
              </td>
              <td className={rt.td} data-label="Package">
                <PackageCell row={row} />
              </td>
              <td className={rt.td} data-label="Payment Status">
                <PaymentStatusBadge status={row.paymentStatus} />
              </td>
              <td className={`${rt.td} lg:max-w-64`} data-label="Current Follow-up">
                <CurrentFollowup row={row} />
              </td>
              <td className={rt.td} data-label="Last Updated">
                <div>
                  <div>{formatStaffDateTime(row.updatedAt)}</div>
                  {row.lastUpdatedBy ? (
                    <div className="text-xs text-slate-600">by {row.lastUpdatedBy}</div>
                  ) : null}
                </div>
              </td>
              <td className={rt.td} data-label="Actions">
                <div className="flex flex-wrap gap-1.5">
                  <button
                    type="button"
                    aria-label={`Update ${row.fullName}`}
                    className={actionClass}
                    onClick={() => onUpdate(row)}
                  >
                    Update
                  </button>
                  <button
                    type="button"
                    aria-label={`History ${row.fullName}`}
                    className={actionClass}
                    onClick={() => onHistory(row)}
                  >
                    History
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
