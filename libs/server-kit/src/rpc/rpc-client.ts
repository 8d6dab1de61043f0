import type { ClientProxy } from '@nestjs/microservices';
import { NatsRecordBuilder } from '@nestjs/microservices';
import { headers as natsHeaders } from 'nats';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import { errorCodes, type ErrorCode } from '@eventdesk/contracts';
import { CORRELATION_HEADER, currentCorrelationId } from '../context/correlation';
import { DomainError } from '../errors/domain-error';

/**
 * Request/reply over NATS with the correlation id in a header and a deadline. Service errors come back as
 * DomainError with the service's code; no answer in time is SERVICE_UNAVAILABLE.
 */
export class RpcClient {
  constructor(
    private readonly proxy: ClientProxy,
    private readonly timeoutMs: number,
  ) {}

  async request<TResult>(pattern: string, data: unknown): Promise<TResult> {
    const headers = natsHeaders();
    const correlationId = currentCorrelationId();
    if (correlationId) {
      headers.set(CORRELATION_HEADER, correlationId);
    }
    const record = new NatsRecordBuilder(data).setHeaders(headers).build();
    try {
      return await firstValueFrom(this.proxy.send<TResult>(pattern, record).pipe(timeout(this.timeoutMs)));
    } catch (error) {
      throw toDomainError(error, pattern);
    }
  }
}

function toDomainError(error: unknown, pattern: string): DomainError {
  if (error instanceof TimeoutError) {
    return new DomainError('SERVICE_UNAVAILABLE', `The service did not answer in time (${pattern})`);
  }
  if (isRpcErrorLike(error)) {
    return new DomainError(error.code, error.message, error.details);
  }
  const message = error instanceof Error ? error.message : String(error);
  if (/no subscribers/i.test(message) || /CONNECTION_REFUSED|disconnect/i.test(message)) {
    return new DomainError('SERVICE_UNAVAILABLE', `The service is not available (${pattern})`);
  }
  return new DomainError('INTERNAL', 'Internal error');
}

function isRpcErrorLike(error: unknown): error is { code: ErrorCode; message: string; details?: unknown } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    (error as { code: string }).code in errorCodes &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
