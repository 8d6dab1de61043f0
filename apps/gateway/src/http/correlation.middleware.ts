import type { NextFunction, Request, Response } from 'express';
import { CORRELATION_HEADER, runWithCorrelationId, sanitizeCorrelationId } from '@eventdesk/server-kit';
import { randomUUID } from 'node:crypto';

/** The gateway starts each request's correlation id (or keeps a sane one from the caller) and returns it. */
export function correlationMiddleware(req: Request, res: Response, next: NextFunction): void {
  const id = sanitizeCorrelationId(req.headers[CORRELATION_HEADER]) ?? randomUUID();
  res.setHeader(CORRELATION_HEADER, id);
  runWithCorrelationId(id, next);
}
