import { createZodDto } from 'nestjs-zod';
import { listPitchesQuery, pitchApplicationMultipartBody, reviewPitchBody } from '@eventdesk/contracts';

export class PitchApplicationMultipartDto extends createZodDto(pitchApplicationMultipartBody) {}
export class ReviewPitchDto extends createZodDto(reviewPitchBody) {}
export class ListPitchesQueryDto extends createZodDto(listPitchesQuery) {}
