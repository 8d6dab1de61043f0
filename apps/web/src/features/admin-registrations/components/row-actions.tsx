import { staffSettablePaymentStatuses, type AdminRegistrationRow } from '@eventdesk/contracts/registration';
import { useTranslation } from 'react-i18next';
import { ActionMenu, type ActionMenuItem } from '@/components/ui/action-menu';

export type RowActionKind = 'whatsapp' | 'email' | 'receipt' | 'edit' | 'followup' | 'history' | 'delete';
export type StaffSettablePaymentStatus = (typeof staffSettablePaymentStatuses)[number];

type RowActionsProps = {
  row: AdminRegistrationRow;
  canDelete: boolean;
  onAction: (kind: RowActionKind, row: AdminRegistrationRow) => void;
  onSetPaymentStatus: (row: AdminRegistrationRow, status: StaffSettablePaymentStatus) => void;
};

const actionKinds = ['whatsapp', 'email', 'receipt', 'edit', 'followup', 'history'] as const;

/** The row's actions in one menu (spec admin §2), so the row stays one or two lines tall at any width. */
export function RowActions({ row, canDelete, onAction, onSetPaymentStatus }: RowActionsProps) {
  const { t } = useTranslation();
  const items: ActionMenuItem[] = [
    ...actionKinds.map((kind) => ({
      key: kind,
      label: t(`adminRegistrations.actions.${kind}`),
      onSelect: () => onAction(kind, row),
    })),
    ...staffSettablePaymentStatuses
      .filter((status) => status !== row.paymentStatus)
      .map((status) => ({
        key: `status-${status}`,
        label: t('adminRegistrations.actions.setStatus', {
          status: t(`adminRegistrations.paymentStatus.${status}`),
        }),
        destructive: status === 'void',
        onSelect: () => onSetPaymentStatus(row, status),
      })),
    ...(canDelete
      ? [
          {
            key: 'delete',
            label: t('adminRegistrations.actions.delete'),
            destructive: true,
            onSelect: () => onAction('delete', row),
          },
        ]
      : []),
  ];
  return (
    <ActionMenu
      label={t('adminRegistrations.actions.menu')}
      accessibleLabel={t('adminRegistrations.actions.menuFor', { name: row.fullName })}
      items={items}
    />
  );
}
