import { createZodDto } from 'nestjs-zod';
import { loginBody } from '@eventdesk/contracts';

export class LoginDto extends createZodDto(loginBody) {}
