import { createZodDto } from 'nestjs-zod';
import { eventSettings } from '@eventdesk/contracts';

export class EventSettingsDto extends createZodDto(eventSettings) {}
