import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  registrationRpcs,
  type AdminRegistrationPage,
  type AdminRegistrationRow,
  type AnalyticsResponse,
  type DashboardResponse,
  type FollowupSummary,
  staffCapabilities,
} from '@eventdesk/contracts';
import { RpcClient } from '@eventdesk/server-kit';
import { Roles } from '../auth/roles.decorator';
import { RegistrationIdPipe } from '../registration-changes/registration-id.pipe';
import {
  AdminRegistrationListQueryDto,
  AnalyticsQueryDto,
  RegistrationFiltersDto,
} from './registration-queries.dto';

/** Staff reads of registrations (admin spec §2): list, one row, follow-up cards, dashboard, analytics. */
@ApiTags('registrations (staff)')
@ApiBearerAuth()
@Roles(...staffCapabilities.registrations)
@Controller('admin')
export class AdminRegistrationsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('registrations')
  @ApiOperation({ summary: 'Registrations, newest first, filtered, searched and paged on the server' })
  list(@Query() query: AdminRegistrationListQueryDto): Promise<AdminRegistrationPage> {
    return this.rpc.call(registrationRpcs.adminList, query);
  }

  @Get('registrations/:id')
  @ApiOperation({ summary: 'One registration by its integer id' })
  get(@Param('id', RegistrationIdPipe) id: number): Promise<AdminRegistrationRow> {
    return this.rpc.call(registrationRpcs.adminGet, { id });
  }

  @Get('followups/summary')
  @ApiOperation({ summary: 'Cards of the Follow-up Management view, with the list filters' })
  followupSummary(@Query() query: RegistrationFiltersDto): Promise<FollowupSummary> {
    return this.rpc.call(registrationRpcs.followupSummary, query);
  }

  @Get('dashboard')
  @ApiOperation({ summary: 'Every dashboard figure, computed on the server' })
  dashboard(): Promise<DashboardResponse> {
    return this.rpc.call(registrationRpcs.dashboard, {});
  }

  @Get('analytics')
  @ApiOperation({ summary: 'Registrations per day, by reference source, package and payment method' })
  analytics(@Query() query: AnalyticsQueryDto): Promise<AnalyticsResponse> {
    return this.rpc.call(registrationRpcs.analytics, query);
  }
}
