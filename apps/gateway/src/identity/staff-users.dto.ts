import { createZodDto } from 'nestjs-zod';
import { createStaffUserBody, updateStaffUserBody } from '@eventdesk/contracts';

export class CreateStaffUserDto extends createZodDto(createStaffUserBody) {}
export class UpdateStaffUserDto extends createZodDto(updateStaffUserBody) {}
