import { Module, type DynamicModule } from '@nestjs/common';
import type { GatewayEnv } from '../config/env';
import { QueueBoardSessionController } from './board/queue-board-session.controller';
import { QueueBoardSessions } from './board/queue-board-sessions';
import { QueueMonitor } from './queue-monitor';
import { QUEUE_REGISTRY_OPTIONS, QueueRegistry } from './queue-registry';
import { QueuesController } from './queues.controller';

/** The queues of the system for operators: the JSON API, and the board's sign-in (the board: mountQueueBoard). */
@Module({})
export class QueuesModule {
  static forRoot(env: GatewayEnv): DynamicModule {
    return {
      module: QueuesModule,
      controllers: [QueuesController, QueueBoardSessionController],
      providers: [
        { provide: QUEUE_REGISTRY_OPTIONS, useValue: { redisUrl: env.REDIS_URL, prefix: env.QUEUE_PREFIX } },
        QueueRegistry,
        QueueMonitor,
        {
          provide: QueueBoardSessions,
          useValue: new QueueBoardSessions(env.JWT_SECRET, env.NODE_ENV === 'production'),
        },
      ],
    };
  }
}
