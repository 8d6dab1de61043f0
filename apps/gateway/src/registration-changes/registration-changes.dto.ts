import { createZodDto } from 'nestjs-zod';
import {
  adminRegistrationBody,
  bulkFollowupBody,
  followupUpdateBody,
  setPaymentStatusBody,
} from '@eventdesk/contracts';

export class AdminRegistrationDto extends createZodDto(adminRegistrationBody) {}
export class SetPaymentStatusDto extends createZodDto(setPaymentStatusBody) {}
export class FollowupUpdateDto extends createZodDto(followupUpdateBody) {}
export class BulkFollowupDto extends createZodDto(bulkFollowupBody) {}
