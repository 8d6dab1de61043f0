import {
  exportColumns,
  type ExportQuery,
  type ExportRegistrationRow,
  type RegistrationPaymentFacts,
} from '@eventdesk/contracts';
import type { ExportCell } from '../http/export/export-cells';
import type { XlsxSheet } from '../http/export/xlsx-export.writer';
import {
  followupStatusLabels,
  packageLabels,
  paymentMethodLabels,
  paymentStatusLabels,
  referenceTypeLabels,
  registrationTypeLabels,
} from './export-labels';

/** `exportColumns`: the spec's (admin §9), then the payment, ticket and door columns; Phone is the fourth. */
export const REGISTRATIONS_SHEET: XlsxSheet = {
  name: 'Registrations',
  columns: exportColumns,
  phoneColumn: 3,
};

/** A registration with its completed payment as the payment service recorded it (none when unpaid). */
export interface RegistrationExportLine {
  id: number;
  row: ExportRegistrationRow;
  payment: RegistrationPaymentFacts | undefined;
}

const dateOrNull = (iso: string | null): Date | null => (iso === null ? null : new Date(iso));

/** The export columns of one registration, in order: labels for coded values, dates as dates. */
export function registrationExportCells({ row, payment }: RegistrationExportLine): ExportCell[] {
  const method = payment?.method ?? row.paymentMethod;
  return [
    row.id,
    row.fullName,
    row.email,
    row.phone,
    registrationTypeLabels[row.type],
    row.businessName ?? '',
    packageLabels[row.package],
    paymentStatusLabels[row.paymentStatus],
    // Never followed up counts as pending (spec admin §4).
    followupStatusLabels[row.followupStatus ?? 'pending'],
    new Date(row.registeredAt),
    row.referenceType ? referenceTypeLabels[row.referenceType] : '',
    row.referredBy ?? '',
    row.amount,
    payment?.amountPaid ?? row.paidAmount,
    method ? paymentMethodLabels[method] : '',
    payment?.transactionId ?? '',
    row.couponCode ?? '',
    row.ticketNumber,
    row.parentRegistrationId,
    row.attended ? 'Yes' : 'No',
    dateOrNull(row.attendedAt),
  ];
}

/** The filter in words for the file name, e.g. 'pending-followup-need_to_follow_up-vip-முருகன்'. */
export function registrationFilterParts(query: ExportQuery): Array<string | null> {
  return [
    query.paymentStatus === 'all' ? null : query.paymentStatus,
    query.followupStatus === 'all' ? null : `followup-${query.followupStatus}`,
    query.package === 'all' ? null : query.package,
    query.search ? `search-${query.search}` : null,
  ];
}
