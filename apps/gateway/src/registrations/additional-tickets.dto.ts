import { createZodDto } from 'nestjs-zod';
import { additionalTicketBody } from '@eventdesk/contracts';

export class AdditionalTicketDto extends createZodDto(additionalTicketBody) {}
