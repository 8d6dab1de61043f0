import { z } from 'zod';
import { adminRegistrationRow, registrationFilters } from './admin-registrations';

/** GET /api/admin/registrations/export: the current filter as .xlsx or .csv (spec admin §9 columns). */
export const exportQuery = registrationFilters.extend({ format: z.enum(['xlsx', 'csv']).default('xlsx') });
export type ExportQuery = z.infer<typeof exportQuery>;

export const NO_DATA_TO_DOWNLOAD = 'No data to download';

/**
 * Column headers in order: the spec's (admin §9), then what staff reconcile with (issue 16 item 5): the payment
 * facts (payment service), coupon, ticket, the parent of an additional ticket and the door's check-in.
 */
export const exportColumns = [
  'ID',
  'Name',
  'Email',
  'Phone',
  'Type',
  'Business Name',
  'Package',
  'Payment Status',
  'Followup Status',
  'Registration Date',
  'Reference Type',
  'Referred By',
  'Amount Due',
  'Amount Paid',
  'Payment Method',
  'Transaction ID / UTR',
  'Coupon',
  'Ticket Number',
  'Parent Registration',
  'Attended',
  'Attended At',
] as const;

/** An export row as the registration service answers it: the staff row plus what only the export shows. */
export const exportRegistrationRow = adminRegistrationRow.extend({
  couponCode: z.string().nullable(),
  attended: z.boolean(),
  attendedAt: z.string().nullable(),
});
export type ExportRegistrationRow = z.infer<typeof exportRegistrationRow>;
