import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { createZodDto } from 'nestjs-zod';
import { auditListQuery, type AuditPage, staffCapabilities } from '@eventdesk/contracts';
import { Roles } from '../auth/roles.decorator';
import { AuditLogService } from './audit-log.service';

export class AuditListQueryDto extends createZodDto(auditListQuery) {}

@ApiTags('audit log (super_admin)')
@ApiBearerAuth()
@Roles(...staffCapabilities.readAuditLog)
@Controller('admin/audit-log')
export class AuditLogController {
  constructor(private readonly auditLog: AuditLogService) {}

  @Get()
  @ApiOperation({
    summary:
      'Every staff change (who, what, when, before and after) from all services, newest first; page with `before`',
  })
  list(@Query() query: AuditListQueryDto): Promise<AuditPage> {
    return this.auditLog.page(query);
  }
}
