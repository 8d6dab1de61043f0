import { createZodDto } from 'nestjs-zod';
import { releaseHoldsBody } from '@eventdesk/contracts';

export class ReleaseHoldsDto extends createZodDto(releaseHoldsBody) {}
