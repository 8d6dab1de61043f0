import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { StaffUser } from '../identity/staff-user.entity';
import { Roles } from './roles.decorator';

export interface StaffUserView {
  id: number;
  username: string;
  role: string;
  disabled: boolean;
  createdAt: string;
}

@ApiTags('staff users')
@ApiBearerAuth()
@Controller('admin/staff-users')
export class StaffUsersController {
  constructor(private readonly em: EntityManager) {}

  @Get()
  @Roles('super_admin')
  @ApiOperation({ summary: 'All staff accounts (super_admin)' })
  async list(): Promise<StaffUserView[]> {
    const users = await this.em.fork().find(StaffUser, {}, { orderBy: { id: 'asc' } });
    return users.map((user) => ({
      id: user.id,
      username: user.username,
      role: user.role,
      disabled: user.disabled,
      createdAt: user.createdAt.toISOString(),
    }));
  }
}
