import { Module, type DynamicModule } from '@nestjs/common';
import { QUEUE_MONITOR_OPTIONS, QueueMonitor, type QueueMonitorOptions } from './queue-monitor';
import { QueuesController } from './queues.controller';

@Module({})
export class QueuesModule {
  static forRoot(options: QueueMonitorOptions): DynamicModule {
    return {
      module: QueuesModule,
      controllers: [QueuesController],
      providers: [{ provide: QUEUE_MONITOR_OPTIONS, useValue: options }, QueueMonitor],
    };
  }
}
