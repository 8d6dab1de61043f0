import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { staffCapabilities } from '@eventdesk/contracts';
import type { StaffUserView, VerifiedStaffToken } from '@eventdesk/contracts';
import { Roles } from '../auth/roles.decorator';
import { CurrentStaff } from '../auth/staff-request';
import { IntIdPipe } from '../http/int-id.pipe';
import type { StaffActor } from './staff-actor';
import { StaffUserUpdatesService } from './staff-user-updates.service';
import { toStaffUserView } from './staff-user-view';
import { StaffUsersService } from './staff-users.service';
import { CreateStaffUserDto, UpdateStaffUserDto } from './staff-users.dto';

function actorOf(staff: VerifiedStaffToken): StaffActor {
  return { username: staff.username, userId: Number(staff.sub) };
}

@ApiTags('staff users')
@ApiBearerAuth()
@Roles(...staffCapabilities.manageStaff)
@Controller('admin/staff-users')
export class StaffUsersController {
  constructor(
    private readonly users: StaffUsersService,
    private readonly updates: StaffUserUpdatesService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'All staff accounts (super_admin)' })
  list(): Promise<StaffUserView[]> {
    return this.users.list();
  }

  @Post()
  @ApiOperation({ summary: 'Create a staff account (super_admin); 409 if the username is taken' })
  async create(
    @Body() body: CreateStaffUserDto,
    @CurrentStaff() staff: VerifiedStaffToken,
  ): Promise<StaffUserView> {
    return toStaffUserView(await this.users.create(body, actorOf(staff)));
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Change role, disable/enable or set a new password (super_admin); ends the user’s sessions',
  })
  update(
    @Param('id', new IntIdPipe('Staff user not found')) id: number,
    @Body() body: UpdateStaffUserDto,
    @CurrentStaff() staff: VerifiedStaffToken,
  ): Promise<StaffUserView> {
    return this.updates.update(id, body, actorOf(staff));
  }
}
