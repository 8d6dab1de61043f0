import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  settingsRpcs,
  type EventSettings,
  type PublicEventSettings,
  type StaffTokenClaims,
  staffCapabilities,
} from '@eventdesk/contracts';
import { Public, RpcClient } from '@eventdesk/server-kit';
import { Roles } from '../auth/roles.decorator';
import { CurrentStaff } from '../auth/staff-request';
import { EventSettingsDto } from './settings.dto';

@ApiTags('settings')
@Controller()
export class SettingsController {
  constructor(private readonly rpc: RpcClient) {}

  @Public()
  @Get('settings')
  @ApiOperation({ summary: 'Event facts, prices, payment details and contacts shown on the public pages' })
  getPublic(): Promise<PublicEventSettings> {
    return this.rpc.call(settingsRpcs.getPublic, {});
  }

  @Get('admin/settings')
  @Roles(...staffCapabilities.registrations)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'All event settings, coupon codes included (admin)' })
  get(): Promise<EventSettings> {
    return this.rpc.call(settingsRpcs.get, {});
  }

  @Put('admin/settings')
  @Roles(...staffCapabilities.registrations)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Replace the event settings (admin); the public pages use them at once' })
  update(@Body() body: EventSettingsDto, @CurrentStaff() staff: StaffTokenClaims): Promise<EventSettings> {
    return this.rpc.call(settingsRpcs.update, { settings: body, updatedBy: staff.username });
  }
}
