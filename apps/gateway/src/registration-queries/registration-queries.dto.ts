import { createZodDto } from 'nestjs-zod';
import {
  adminRegistrationListQuery,
  analyticsQuery,
  exportQuery,
  registrationFilters,
} from '@eventdesk/contracts';

export class AdminRegistrationListQueryDto extends createZodDto(adminRegistrationListQuery) {}
export class RegistrationFiltersDto extends createZodDto(registrationFilters) {}
export class AnalyticsQueryDto extends createZodDto(analyticsQuery) {}
export class ExportQueryDto extends createZodDto(exportQuery) {}
