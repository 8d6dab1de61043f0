import type { AdminRegistrationRow } from '@eventdesk/contracts/registration';
import {
  FollowupStatusCell,
  NameCell,
  PackageCell,
  PaymentStatusCell,
  referenceText,
} from '@/features/admin-registrations/components/registration-cells';
import { responsiveTable as rt } from '@/features/admin-registrations/components/responsive-table';
import {
  RowActions,
  type RowActionKind,
  type StaffSettablePaymentStatus,
} from '@/features/admin-registrations/components/row-actions';

type RegistrationsTableProps = {
  rows: AdminRegistrationRow[];
  canDelete: boolean;
  onAction: (kind: RowActionKind, row: AdminRegistrationRow) => void;
  onSetPaymentStatus: (row: AdminRegistrationRow, status: StaffSettablePaymentStatus) => void;
};

const columns = [
  'Name',
  'Phone',
  'Email',
  'Business Name',
  'Package',
  'Reference',
  'Payment Status',
  'Follow-up Status',
  'Actions',
] as const;

/** Every column of spec admin §2; rows become cards on a phone. */
export function RegistrationsTable({
  rows,
  canDelete,
  onAction,
  onSetPaymentStatus,
}: RegistrationsTableProps) {
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
            <tr key={row.id} className={rt.tr} data-testid={`registration-${row.id}`}>
              <td className={rt.td} data-label="Name">
                <NameCell row={row} />
              </td>
              <td className={rt.td} data-label="Phone">
                <a
                  href={`tel:${row.phone.replace(/[^\d+]/g, '')}`}
                  className="underline-offset-2 hover:underline"
                >
                  {row.phone}
                </a>
              </td>
              <td className={`${rt.td} lg:min-w-36`} data-label="Email">
                <span className="min-w-0 [overflow-wrap:anywhere]">{row.email}</span>
              </td>
              <td className={rt.td} data-label="Business Name">
                {row.businessName ?? '—'}
              </td>
              <td className={rt.td} data-label="Package">
                <PackageCell row={row} />
              </td>
              <td className={rt.td} data-label="Reference">
                {referenceText(row)}
              </td>
              <td className={rt.td} data-label="Payment Status">
                <PaymentStatusCell row={row} />
              </td>
              <td className={rt.td} data-label="Follow-up Status">
                <FollowupStatusCell row={row} />
              </td>
              <td className={rt.td} data-label="Actions">
                <RowActions
                  row={row}
                  canDelete={canDelete}
                  onAction={onAction}
                  onSetPaymentStatus={onSetPaymentStatus}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
