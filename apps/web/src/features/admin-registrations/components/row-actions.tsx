import { staffSettablePaymentStatuses, type AdminRegistrationRow } from '@eventdesk/contracts/registration';
import { paymentStatusLabels } from '@/features/admin-registrations/format';

export type RowActionKind = 'whatsapp' | 'email' | 'receipt' | 'edit' | 'followup' | 'history' | 'delete';
export type StaffSettablePaymentStatus = (typeof staffSettablePaymentStatuses)[number];

type RowActionsProps = {
  row: AdminRegistrationRow;
  canDelete: boolean;
  onAction: (kind: RowActionKind, row: AdminRegistrationRow) => void;
  onSetPaymentStatus: (row: AdminRegistrationRow, status: StaffSettablePaymentStatus) => void;
};

const actionClass =
  'rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-semibold text-slate-800 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none';

const actions: { kind: Exclude<RowActionKind, 'delete'>; label: string }[] = [
  { kind: 'whatsapp', label: 'WhatsApp' },
  { kind: 'email', label: 'Email' },
  { kind: 'receipt', label: 'Receipt' },
  { kind: 'edit', label: 'Edit' },
  { kind: 'followup', label: 'Follow-up' },
  { kind: 'history', label: 'History' },
];

/** The row's buttons; each accessible name adds the person's name, so a screen reader knows which row. */
export function RowActions({ row, canDelete, onAction, onSetPaymentStatus }: RowActionsProps) {
  const statusOptions = staffSettablePaymentStatuses.filter((status) => status !== row.paymentStatus);
  return (
    <div className="flex flex-wrap items-center gap-1.5 lg:w-44">
      {actions.map((action) => (
        <button
          key={action.kind}
          type="button"
          aria-label={`${action.label} ${row.fullName}`}
          className={actionClass}
          onClick={() => onAction(action.kind, row)}
        >
          {action.label}
        </button>
      ))}
      <label htmlFor={`set-status-${row.id}`} className="sr-only">
        Set payment status of {row.fullName}
      </label>
      <select
        id={`set-status-${row.id}`}
        value=""
        onChange={(event) => {
          const status = event.target.value as StaffSettablePaymentStatus | '';
          if (status) {
            onSetPaymentStatus(row, status);
          }
        }}
        className="rounded-md border border-slate-300 bg-white px-1 py-1 text-xs font-semibold text-slate-800 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none"
      >
        <option value="">Set status…</option>
        {statusOptions.map((status) => (
          <option key={status} value={status}>
            {paymentStatusLabels[status]}
          </option>
        ))}
      </select>
      {canDelete ? (
        <button
          type="button"
          className="rounded-md border border-red-300 bg-white px-2 py-1 text-xs font-semibold text-red-800 hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:outline-none"
          aria-label={`Delete ${row.fullName}`}
          onClick={() => onAction('delete', row)}
        >
          Delete
        </button>
      ) : null}
    </div>
  );
}
