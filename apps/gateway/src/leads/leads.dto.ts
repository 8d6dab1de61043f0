import { createZodDto } from 'nestjs-zod';
import {
  leadExportQuery,
  leadFilters,
  leadListQuery,
  leadStatusUpdateBody,
  leadUploadFields,
  reassignLeadsBody,
} from '@eventdesk/contracts';

export class LeadListQueryDto extends createZodDto(leadListQuery) {}
export class LeadFiltersQueryDto extends createZodDto(leadFilters.partial()) {}
export class LeadStatusUpdateDto extends createZodDto(leadStatusUpdateBody) {}
export class ReassignLeadsDto extends createZodDto(reassignLeadsBody) {}
export class LeadExportQueryDto extends createZodDto(leadExportQuery) {}
export class LeadUploadFieldsDto extends createZodDto(leadUploadFields) {}
