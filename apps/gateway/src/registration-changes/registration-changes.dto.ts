import { createZodDto } from 'nestjs-zod';
import {
  adminRegistrationBody,
  adminUpdateRegistrationBody,
  bulkFollowupBody,
  followupUpdateBody,
  setPaymentStatusBody,
} from '@eventdesk/contracts';

export class AdminRegistrationDto extends createZodDto(adminRegistrationBody) {}
export class AdminUpdateRegistrationDto extends createZodDto(adminUpdateRegistrationBody) {}
export class SetPaymentStatusDto extends createZodDto(setPaymentStatusBody) {}
export class FollowupUpdateDto extends createZodDto(followupUpdateBody) {}
export class BulkFollowupDto extends createZodDto(bulkFollowupBody) {}
