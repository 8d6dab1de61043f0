import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Express } from 'express';
import { QUEUE_BOARD_PATH, type StaffRole } from '@eventdesk/contracts';
import type { RegisteredQueue } from '../queue-registry';
import { redactPersonalFields } from './redact-personal-fields';

/** The roles that may open the board, each with a board of its own. */
export type QueueBoardRole = Extract<StaffRole, 'admin' | 'super_admin'>;

function describe({ consumer, event }: RegisteredQueue): string {
  return event ? `Event ${event}, consumed by ${consumer}` : `Private queue of ${consumer}`;
}

function board(queues: RegisteredQueue[], role: QueueBoardRole): Express {
  const readOnly = role === 'admin';
  const adapters = queues.map((registered) => {
    const adapter = new BullMQAdapter(registered.queue, {
      description: describe(registered),
      readOnlyMode: readOnly,
      allowRetries: !readOnly,
    });
    if (readOnly) {
      adapter.setFormatter('data', redactPersonalFields);
      adapter.setFormatter('returnValue', redactPersonalFields);
    }
    return adapter;
  });
  const server = new ExpressAdapter().setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: adapters,
    serverAdapter: server,
    options: {
      uiConfig: {
        boardTitle: readOnly ? 'Queues (read-only)' : 'Queues',
        miscLinks: [{ text: 'Staff area', url: '/admin/dashboard' }],
        // The docs link points outside; the machines that run this have no use for it.
        hideDocsLink: true,
      },
    },
  });
  const app = server.getRouter() as Express;
  app.disable('x-powered-by');
  return app;
}

/**
 * Two boards over the same Queue objects, one per role, because bull-board's read-only mode and formatters are
 * fixed per adapter when the board is built, not per request. The admin's board is read-only (and the access
 * middleware refuses its writes besides, since readOnlyMode hides buttons rather than closing every route) and
 * shows job data with personal fields redacted; the super_admin's board shows data in full and may retry,
 * promote and clean. Which one answers is decided per request from the cookie's role, after the revocation check,
 * so a demoted user's cookie stops working instead of keeping the bigger board.
 */
export function createQueueBoards(queues: RegisteredQueue[]): Record<QueueBoardRole, Express> {
  return { admin: board(queues, 'admin'), super_admin: board(queues, 'super_admin') };
}
