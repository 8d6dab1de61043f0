import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type Express } from 'express';
import { QUEUE_BOARD_PATH } from '@eventdesk/contracts';
import { TokenRevocations } from '../../auth/token-revocations';
import type { GatewayEnv } from '../../config/env';
import { QueueRegistry } from '../queue-registry';
import { queueBoardAccess, queueBoardSession } from './queue-board-access';
import { QueueBoardSessions } from './queue-board-sessions';
import { createQueueBoards, type QueueBoardRole } from './queue-boards';

/**
 * The board of one role, mounted as an Express app of its own (so bull-board's app inherits the gateway's
 * settings, trust proxy included); a request of another role leaves it untouched for the next board.
 */
function boardOnlyFor(role: QueueBoardRole, board: Express): Express {
  const gate = express();
  gate.disable('x-powered-by');
  gate.use((_req, res, next) => (queueBoardSession(res)?.role === role ? next() : next('router')));
  gate.use(board);
  return gate;
}

/**
 * bull-board at /admin/queues, outside Nest's /api prefix and its guard: the access middleware checks the board's
 * cookie instead (see queue-board-access.ts). Must come before the SPA fallback.
 */
export function mountQueueBoard(app: NestExpressApplication, env: GatewayEnv): void {
  const boards = createQueueBoards(app.get(QueueRegistry).all());
  app.use(
    QUEUE_BOARD_PATH,
    queueBoardAccess({
      sessions: app.get(QueueBoardSessions),
      revocations: app.get(TokenRevocations),
      publicBaseUrl: env.PUBLIC_BASE_URL,
    }),
    boardOnlyFor('super_admin', boards.super_admin),
    boardOnlyFor('admin', boards.admin),
  );
}
