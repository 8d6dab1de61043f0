import { createZodDto } from 'nestjs-zod';
import { contactMessageBody } from '@eventdesk/contracts';

export class ContactMessageDto extends createZodDto(contactMessageBody) {}
