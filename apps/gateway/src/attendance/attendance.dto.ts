import { createZodDto } from 'nestjs-zod';
import { scanBody } from '@eventdesk/contracts';

export class ScanDto extends createZodDto(scanBody) {}
