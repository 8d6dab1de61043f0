import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { ZodValidationException } from 'nestjs-zod';
import { randomUUID } from 'node:crypto';
import { ZodError } from 'zod';
import { errorCodes, type ErrorBody, type Language } from '@eventdesk/contracts';
import { DomainError, isOutage, OutageError } from '@eventdesk/server-kit';
import { validationErrorBody, type FieldIssue } from './error-body';
import { rateLimitedMessage } from './form-throttle';
import { requestLanguage } from './request-language';
import { UNAVAILABLE_RETRY_AFTER_SECONDS, unavailableMessage } from './unavailable';

interface BodyParserError {
  type: string;
  status: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as BodyParserError).type === 'string' &&
    typeof (error as BodyParserError).status === 'number'
  );
}

function zodIssues(error: ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
    code: issue.code,
  }));
}

/**
 * The one place an error becomes an HTTP answer: always JSON `{ message }`, with the status from the shared
 * error-code table. Anything unexpected is a 500 with an errorId that matches the logged stack.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const req = host.switchToHttp().getRequest<Request>();
    const res = host.switchToHttp().getResponse<Response>();
    const [status, body] = this.toResponse(exception, req);
    if (!res.headersSent) {
      if (status === 503) {
        res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      }
      res.status(status).json(body);
    }
  }

  private toResponse(exception: unknown, req: Request): [number, ErrorBody] {
    const lang = requestLanguage(req);
    if (exception instanceof ZodValidationException) {
      return [400, validationErrorBody(zodIssues(exception.getZodError() as ZodError), lang)];
    }
    if (exception instanceof OutageError) {
      return this.unavailable(exception, lang);
    }
    if (exception instanceof DomainError) {
      if (exception.code === 'VALIDATION_FAILED' && Array.isArray(exception.details)) {
        return [400, validationErrorBody(exception.details as FieldIssue[], lang)];
      }
      if (exception.code === 'INTERNAL') {
        return this.internal(exception);
      }
      return [errorCodes[exception.code], { message: exception.message, code: exception.code }];
    }
    if (exception instanceof ThrottlerException) {
      return [429, { message: rateLimitedMessage(lang), code: 'RATE_LIMITED' }];
    }
    if (exception instanceof HttpException) {
      const response = exception.getResponse();
      const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
      const message = Array.isArray(raw) ? raw.join('; ') : typeof raw === 'string' ? raw : exception.message;
      return [exception.getStatus(), { message }];
    }
    if (isBodyParserError(exception)) {
      if (exception.type === 'entity.too.large') {
        return [413, { message: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' }];
      }
      if (exception.type === 'entity.parse.failed') {
        return [400, { message: 'Malformed JSON in request body', code: 'BAD_REQUEST' }];
      }
      return [exception.status, { message: 'The request body could not be read', code: 'BAD_REQUEST' }];
    }
    if (isOutage(exception)) {
      return this.unavailable(exception, lang);
    }
    return this.internal(exception);
  }

  /** PostgreSQL, Redis or NATS away for a moment: 503 with Retry-After, in the visitor's language, never a 500. */
  private unavailable(exception: unknown, lang: Language): [number, ErrorBody] {
    this.logger.warn(exception instanceof Error ? exception.message : String(exception));
    return [503, { message: unavailableMessage(lang), code: 'SERVICE_UNAVAILABLE' }];
  }

  private internal(exception: unknown): [number, ErrorBody] {
    const errorId = randomUUID();
    this.logger.error(
      { errorId, err: exception },
      exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
    );
    return [
      500,
      { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL', errorId },
    ];
  }
}
