import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { throwError, type Observable } from 'rxjs';
import { ZodError } from 'zod';
import type { RpcError } from '@eventdesk/contracts';
import { DomainError } from '../errors/domain-error';
import { isOutage, OUTAGE_DETAILS } from '../errors/outage';

/**
 * Services: turns whatever an RPC handler throws into the `{ code, message }` reply the gateway maps to a
 * status. The services' own HTTP side only serves health probes, answered as plain JSON.
 */
@Catch()
export class RpcErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('RpcErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): Observable<never> | void {
    if (host.getType() === 'http') {
      const response = host.switchToHttp().getResponse<Response>();
      if (exception instanceof HttpException) {
        response.status(exception.getStatus()).json(exception.getResponse());
      } else {
        this.logger.error(
          exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
        );
        response.status(500).json({ message: 'Internal error' });
      }
      return;
    }
    return throwError(() => toRpcError(exception, this.logger));
  }
}

export function toRpcError(exception: unknown, logger?: Logger): RpcError {
  if (exception instanceof DomainError) {
    return { code: exception.code, message: exception.message, details: exception.details };
  }
  if (exception instanceof ZodError) {
    return {
      code: 'VALIDATION_FAILED',
      message: 'Validation failed',
      details: exception.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    };
  }
  const text = exception instanceof Error ? (exception.stack ?? exception.message) : String(exception);
  if (isOutage(exception)) {
    // PostgreSQL, Redis or NATS is away for a moment: the gateway answers 503 with Retry-After, not 500.
    logger?.warn(text);
    return {
      code: 'SERVICE_UNAVAILABLE',
      message: 'A data store is not reachable right now',
      details: OUTAGE_DETAILS,
    };
  }
  logger?.error(text);
  return { code: 'INTERNAL', message: 'Internal error' };
}
