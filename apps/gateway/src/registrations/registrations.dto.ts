import { createZodDto } from 'nestjs-zod';
import { createRegistrationBody } from '@eventdesk/contracts';

export class CreateRegistrationDto extends createZodDto(createRegistrationBody) {}
