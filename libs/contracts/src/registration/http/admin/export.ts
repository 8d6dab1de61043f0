import { z } from 'zod';
import { registrationFilters } from './admin-registrations';

/** GET /api/admin/registrations/export: the current filter as .xlsx or .csv (spec admin §9 columns). */
export const exportQuery = registrationFilters.extend({ format: z.enum(['xlsx', 'csv']).default('xlsx') });
export type ExportQuery = z.infer<typeof exportQuery>;

export const NO_DATA_TO_DOWNLOAD = 'No data to download';

/** Column headers in order (spec admin §9). */
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
] as const;
