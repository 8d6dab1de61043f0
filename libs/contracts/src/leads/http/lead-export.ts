import { z } from 'zod';
import { exportQuery } from '../../registration/http/admin/export';
import { leadFilters } from './lead-list';

/** GET /api/admin/meta-leads/export: the list's filters (scoped like the list) and the file format. */
export const leadExportQuery = leadFilters.extend({ format: exportQuery.shape.format });
export type LeadExportQuery = z.infer<typeof leadExportQuery>;
