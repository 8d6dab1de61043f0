import { HttpException, Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import {
  QUEUE_BOARD_SIGN_IN_PATH,
  staffCan,
  type ErrorBody,
  type VerifiedStaffToken,
} from '@eventdesk/contracts';
import { SESSION_INVALID } from '../../auth/staff-auth.guard';
import type { TokenRevocations } from '../../auth/token-revocations';
import { readCookie } from '../../http/read-cookie';
import { QUEUE_BOARD_COOKIE, type QueueBoardSessions } from './queue-board-sessions';
import { isSameOriginRequest } from './same-origin';

export interface QueueBoardAccessOptions {
  sessions: QueueBoardSessions;
  revocations: TokenRevocations;
  publicBaseUrl: string;
}

const SESSION_LOCAL = 'queueBoardSession';
export const CROSS_SITE_REFUSED = 'Cross-site requests to the queue dashboard are refused';
export const READ_ONLY_REFUSED = 'The queue dashboard is read-only for your role';
export const NO_ACCESS = 'You do not have access to this';

const logger = new Logger('QueueBoard');

/** The signed-in staff member of a board request (set by queueBoardAccess). */
export function queueBoardSession(res: Response): VerifiedStaffToken | undefined {
  return res.locals[SESSION_LOCAL] as VerifiedStaffToken | undefined;
}

function refuse(res: Response, status: number, message: string): void {
  res.status(status).json({ message } satisfies ErrorBody);
}

const isRead = (req: Request) => req.method === 'GET' || req.method === 'HEAD';

/** bull-board's own calls live under <board>/api; everything else is its page and static files. */
const isBoardApi = (req: Request) => req.path.startsWith('/api/');

async function admit(req: Request, res: Response, options: QueueBoardAccessOptions): Promise<boolean> {
  res.setHeader('Cache-Control', 'no-store');
  if (!isRead(req) && !isSameOriginRequest(req, options.publicBaseUrl)) {
    refuse(res, 403, CROSS_SITE_REFUSED);
    return false;
  }
  const raw = readCookie(req.headers.cookie, QUEUE_BOARD_COOKIE);
  const session = raw ? await options.sessions.verify(raw) : null;
  let revoked = false;
  try {
    revoked = session !== null && (await options.revocations.isRevoked(session));
  } catch (error) {
    // Fails closed like the staff guard: without the store a logged-out cookie cannot be told from a good one.
    if (error instanceof HttpException) {
      refuse(res, error.getStatus(), error.message);
      return false;
    }
    throw error;
  }
  if (!session || revoked) {
    if (isRead(req) && !isBoardApi(req)) {
      res.redirect(302, QUEUE_BOARD_SIGN_IN_PATH);
    } else {
      refuse(res, 401, SESSION_INVALID);
    }
    return false;
  }
  if (!staffCan(session.role, 'queueBoard')) {
    refuse(res, 403, NO_ACCESS);
    return false;
  }
  if (!isRead(req)) {
    if (!staffCan(session.role, 'queueBoardActions')) {
      refuse(res, 403, READ_ONLY_REFUSED);
      return false;
    }
    logger.log({ username: session.username, method: req.method, path: req.path }, 'queue board action');
  }
  res.locals[SESSION_LOCAL] = session;
  return true;
}

/**
 * In front of every request under the board's path: a valid, unrevoked board cookie of a role that may see the
 * board; writes only same-origin and only for a role that may act on jobs. Not signed in: the page redirects to
 * the staff app's route that issues the cookie, the board's API answers 401 (its script cannot follow a redirect
 * to a sign-in page).
 */
export function queueBoardAccess(options: QueueBoardAccessOptions): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    admit(req, res, options).then((admitted) => (admitted ? next() : undefined), next);
  };
}
