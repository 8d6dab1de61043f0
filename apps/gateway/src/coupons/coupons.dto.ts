import { createZodDto } from 'nestjs-zod';
import { couponCheckBody } from '@eventdesk/contracts';

export class CouponCheckDto extends createZodDto(couponCheckBody) {}
