import { Body, Controller, HttpCode, Post, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { pitchRpcs, type SubmitPitchResponse } from '@eventdesk/contracts';
import { Public, RpcClient } from '@eventdesk/server-kit';
import { FormThrottled } from '../http/form-throttle';
import { IdempotencyKey } from '../http/idempotency-key.decorator';
import { requestLanguage } from '../http/request-language';
import { PitchDocumentIntake, PitchUploadInterceptor } from './pitch-document-intake';
import { PitchApplicationMultipartDto } from './pitches.dto';

@ApiTags('pitch applications')
@Public()
@Controller('pitch-applications')
export class PitchApplicationsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly intake: PitchDocumentIntake,
  ) {}

  @Post()
  @HttpCode(201)
  @FormThrottled()
  @UseInterceptors(PitchUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    description:
      'Every field as text, teamMembers as JSON text, and optionally `pitchFile` (PDF, PPT, PPTX, DOC or DOCX by its bytes; at most 10 MB)',
    type: PitchApplicationMultipartDto,
  })
  @ApiOperation({ summary: 'Apply to pitch a startup (public form with an optional document)' })
  async submit(
    @Body() body: PitchApplicationMultipartDto,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Req() req: Request,
    @IdempotencyKey() idempotencyKey: string | undefined,
  ): Promise<SubmitPitchResponse> {
    const { language, ...application } = body;
    // A file input left empty may still send a nameless, empty part: that is no document.
    const chosen = file && (file.size > 0 || file.originalname) ? file : undefined;
    const document = chosen ? await this.intake.upload(chosen, requestLanguage(req)) : null;
    return this.rpc.call(pitchRpcs.submit, { application, language, document, idempotencyKey });
  }
}
