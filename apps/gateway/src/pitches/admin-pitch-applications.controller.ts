import { Body, Controller, Get, Param, Patch, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  pitchRpcs,
  type PitchApplicationView,
  type PitchListResponse,
  type StaffTokenClaims,
  staffCapabilities,
} from '@eventdesk/contracts';
import { RpcClient, streamStoredFile } from '@eventdesk/server-kit';
import { Roles } from '../auth/roles.decorator';
import { CurrentStaff } from '../auth/staff-request';
import { IntIdPipe } from '../http/int-id.pipe';
import { ListPitchesQueryDto, ReviewPitchDto } from './pitches.dto';

const idPipe = new IntIdPipe('Pitch application not found');

@ApiTags('pitch applications (staff)')
@ApiBearerAuth()
@Roles(...staffCapabilities.registrations)
@Controller('admin/pitch-applications')
export class AdminPitchApplicationsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'Pitch applications, newest first, filtered by status, category and turnover' })
  list(@Query() query: ListPitchesQueryDto): Promise<PitchListResponse> {
    return this.rpc.call(pitchRpcs.list, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One application with its team, review and document details' })
  get(@Param('id', idPipe) id: number): Promise<PitchApplicationView> {
    return this.rpc.call(pitchRpcs.get, { id });
  }

  @Get(':id/document')
  @ApiProduces('application/pdf', 'application/msword', 'application/vnd.ms-powerpoint')
  @ApiOperation({ summary: 'Download the application document (its type as detected from its bytes)' })
  document(@Param('id', idPipe) id: number, @Res() res: Response): Promise<void> {
    return streamStoredFile(res, (index) => this.rpc.call(pitchRpcs.getDocumentChunk, { id, index }), {
      disposition: 'attachment',
    });
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Review: set the status, staff notes and an optional message for the applicant' })
  review(
    @Param('id', idPipe) id: number,
    @Body() body: ReviewPitchDto,
    @CurrentStaff() staff: StaffTokenClaims,
  ): Promise<PitchApplicationView> {
    return this.rpc.call(pitchRpcs.review, { ...body, id, reviewedBy: staff.username });
  }
}
