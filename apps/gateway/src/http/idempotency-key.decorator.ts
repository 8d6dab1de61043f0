import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { IDEMPOTENCY_HEADER, idempotencyKey } from '@eventdesk/contracts';
import { DomainError } from '@eventdesk/server-kit';

/**
 * The `Idempotency-Key` header of a creating request, checked (a UUID or 8-100 URL-safe characters) or undefined
 * when the client sent none. The service stores it with what it creates, so a retry gets the first answer.
 */
export const IdempotencyKey = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const raw = context.switchToHttp().getRequest<Request>().headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) {
    return undefined;
  }
  const parsed = idempotencyKey.safeParse(raw);
  if (!parsed.success) {
    throw new DomainError('VALIDATION_FAILED', 'Validation failed', [
      { path: 'Idempotency-Key', message: 'validation.invalid' },
    ]);
  }
  return parsed.data;
});
