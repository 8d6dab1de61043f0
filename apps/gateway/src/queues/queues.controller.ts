import { staffCapabilities } from '@eventdesk/contracts';
import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../auth/roles.decorator';
import { QueueMonitor, type FailedJob, type QueueCounts } from './queue-monitor';

@ApiTags('operations')
@ApiBearerAuth()
@Roles(...staffCapabilities.queueBoard)
@Controller('admin/queues')
export class QueuesController {
  constructor(private readonly monitor: QueueMonitor) {}

  @Get()
  @ApiOperation({ summary: 'Job counts of every queue (admin)' })
  counts(): Promise<QueueCounts[]> {
    return this.monitor.counts();
  }

  @Get(':name/failed')
  @ApiOperation({ summary: 'Dead letters of one queue: jobs that exhausted their retries (admin)' })
  failed(@Param('name') name: string): Promise<FailedJob[]> {
    return this.monitor.failed(name);
  }

  /** Like the board's retry: only super_admin changes queues (admin's board is read-only). */
  @Post(':name/retry-failed')
  @Roles(...staffCapabilities.queueBoardActions)
  @HttpCode(200)
  @ApiOperation({ summary: 'Retry every failed job of one queue (super_admin)' })
  retry(@Param('name') name: string): Promise<{ retried: number }> {
    return this.monitor.retryFailed(name);
  }
}
