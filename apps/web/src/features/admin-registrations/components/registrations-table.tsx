import type { AdminRegistrationRow } from '@eventdesk/contracts/registration';
import { useTranslation } from 'react-i18next';
import {
  IdentityCells,
  FollowupStatusCell,
  PaymentStatusCell,
  ReferenceText,
} from '@/features/admin-registrations/components/registration-cells';
import { ColumnsTable } from '@/features/admin-registrations/components/columns-table';
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

// By priority: who, how to reach them, what they bought, paid or not, follow-up, actions; the reference is the
// first to go on a narrower screen. Widths add up to 100 % of a fixed-layout table.
const columns = [
  { key: 'name', width: 'lg:w-[24%]' },
  { key: 'contact', width: 'lg:w-[20%] xl:w-[17%]' },
  { key: 'package', width: 'lg:w-[10%] xl:w-[8%]' },
  { key: 'reference', width: 'hidden xl:table-cell xl:w-[9%]' },
  { key: 'payment', width: 'lg:w-[17%] xl:w-[16%]' },
  { key: 'followup', width: 'lg:w-[17%] xl:w-[15%]' },
  { key: 'actions', width: 'lg:w-[12%] xl:w-[11%]' },
] as const;

/** Every column of spec admin §2 in compact rows; rows become cards on a phone. */
export function RegistrationsTable({
  rows,
  canDelete,
  onAction,
  onSetPaymentStatus,
}: RegistrationsTableProps) {
  const { t } = useTranslation();
  const label = (key: (typeof columns)[number]['key']) => t(`adminRegistrations.columns.${key}`);
  return (
    <ColumnsTable columns={columns} label={label}>
      {rows.map((row) => (
        <tr key={row.id} className={rt.tr} data-testid={`registration-${row.id}`}>
          <IdentityCells row={row} label={label} />
          <td className={`${rt.td} lg:hidden xl:table-cell`} data-label={label('reference')}>
            <ReferenceText row={row} />
          </td>
          <td className={rt.td} data-label={label('payment')}>
            <PaymentStatusCell row={row} />
          </td>
          <td className={rt.td} data-label={label('followup')}>
            <FollowupStatusCell row={row} />
          </td>
          <td className={rt.td} data-label={label('actions')}>
            <RowActions
              row={row}
              canDelete={canDelete}
              onAction={onAction}
              onSetPaymentStatus={onSetPaymentStatus}
            />
          </td>
        </tr>
      ))}
    </ColumnsTable>
  );
}
