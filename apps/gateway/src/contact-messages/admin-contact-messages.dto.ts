import { createZodDto } from 'nestjs-zod';
import { contactMessageListQuery, markContactMessageBody } from '@eventdesk/contracts';

export class ContactMessageListQueryDto extends createZodDto(contactMessageListQuery) {}
export class MarkContactMessageDto extends createZodDto(markContactMessageBody) {}
