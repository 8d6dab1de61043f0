import { Body, Controller, Get, Param, ParseIntPipe, Patch, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  PITCH_CHUNK_BYTES,
  pitchPatterns,
  type PitchApplicationView,
  type PitchDocumentChunk,
  type PitchListResponse,
  type StaffTokenClaims,
  staffCapabilities,
} from '@eventdesk/contracts';
import { DomainError, RpcClient } from '@eventdesk/server-kit';
import { Roles } from '../auth/roles.decorator';
import { CurrentStaff } from '../auth/staff-request';
import { ListPitchesQueryDto, ReviewPitchDto } from './pitches.dto';

/** Ids beyond a Postgres integer can never match; refusing them here keeps the service's contract simple. */
const idPipe = new ParseIntPipe({
  exceptionFactory: () => new DomainError('NOT_FOUND', 'Pitch application not found'),
});

@ApiTags('pitch applications (staff)')
@ApiBearerAuth()
@Roles(...staffCapabilities.registrations)
@Controller('admin/pitch-applications')
export class AdminPitchApplicationsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'Pitch applications, newest first, filtered by status, category and turnover' })
  list(@Query() query: ListPitchesQueryDto): Promise<PitchListResponse> {
    return this.rpc.request(pitchPatterns.list, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One application with its team, review and document details' })
  get(@Param('id', idPipe) id: number): Promise<PitchApplicationView> {
    return this.rpc.request(pitchPatterns.get, { id: checkedId(id) });
  }

  @Get(':id/document')
  @ApiProduces('application/pdf', 'application/msword', 'application/vnd.ms-powerpoint')
  @ApiOperation({ summary: 'Download the application document (its type as detected from its bytes)' })
  async document(@Param('id', idPipe) id: number, @Res() res: Response): Promise<void> {
    const application = await this.rpc.request<PitchApplicationView>(pitchPatterns.get, {
      id: checkedId(id),
    });
    const document = application.document;
    if (!document) {
      throw new DomainError('NOT_FOUND', 'This application has no document');
    }
    // Fetched slice by slice, as it was stored: a whole document would exceed the NATS message limit.
    const first = await this.chunk(id, 0);
    res.status(200);
    res.attachment(document.fileName);
    res.setHeader('Content-Type', document.mimeType);
    res.setHeader('Content-Length', String(document.size));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    await write(res, first);
    const chunkCount = Math.ceil(document.size / PITCH_CHUNK_BYTES);
    try {
      for (let index = 1; index < chunkCount; index += 1) {
        await write(res, await this.chunk(id, index));
      }
    } catch {
      // The headers are gone: all that is left is to cut the download short, so it is not taken for whole.
      res.destroy();
      return;
    }
    res.end();
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Review: set the status, staff notes and an optional message for the applicant' })
  review(
    @Param('id', idPipe) id: number,
    @Body() body: ReviewPitchDto,
    @CurrentStaff() staff: StaffTokenClaims,
  ): Promise<PitchApplicationView> {
    return this.rpc.request(pitchPatterns.review, { ...body, id: checkedId(id), reviewedBy: staff.username });
  }

  private async chunk(id: number, index: number): Promise<Buffer> {
    const { data } = await this.rpc.request<PitchDocumentChunk>(pitchPatterns.getDocumentChunk, {
      id,
      index,
    });
    return Buffer.from(data, 'base64');
  }
}

function checkedId(id: number): number {
  if (id < 1 || id > 2_147_483_647) {
    throw new DomainError('NOT_FOUND', 'Pitch application not found');
  }
  return id;
}

function write(res: Response, bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    if (res.write(bytes)) {
      resolve();
      return;
    }
    res.once('drain', resolve);
    res.once('close', () => reject(new Error('download closed by the client')));
  });
}
