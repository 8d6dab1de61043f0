import type { ClientProxy } from '@nestjs/microservices';
import { NatsRecordBuilder } from '@nestjs/microservices';
import { headers as natsHeaders } from 'nats';
import { firstValueFrom, timeout, TimeoutError } from 'rxjs';
import {
  errorCodes,
  type ErrorCode,
  type RpcContract,
  type RpcRequest,
  type RpcResponse,
} from '@eventdesk/contracts';
import { CORRELATION_HEADER, currentCorrelationId } from '../context/correlation';
import { DomainError } from '../errors/domain-error';
import { isOutage, isOutageDetails, OutageError } from '../errors/outage';
import type { Metrics } from '../metrics/metrics';

/** How an RPC call ended, for `eventdesk_rpc_client_duration_seconds`. */
export type RpcClientOutcome = 'ok' | 'error' | 'timeout' | 'unavailable';

/**
 * Request/reply over NATS with the correlation id in a header and a deadline. Service errors come back as
 * DomainError with the service's code; no answer in time is SERVICE_UNAVAILABLE.
 */
export class RpcClient {
  constructor(
    private readonly proxy: ClientProxy,
    private readonly timeoutMs: number,
    /** Absent in tests that build a bare client: nothing is observed then. */
    private readonly metrics?: Metrics,
  ) {}

  /**
   * A call of an RPC defined in libs/contracts: the request is typed by its schema and the answer is checked
   * against the response schema (an answer outside it is a bug of one side: it fails here, loudly, rather than
   * travelling on as a wrongly typed value).
   */
  async call<TContract extends RpcContract>(
    contract: TContract,
    data: RpcRequest<TContract>,
    options: { timeoutMs?: number } = {},
  ): Promise<RpcResponse<TContract>> {
    const answer = await this.request<unknown>(contract.pattern, data, options);
    const checked = contract.response.safeParse(answer);
    if (!checked.success) {
      throw new Error(`RPC ${contract.pattern} answered outside its contract: ${checked.error.message}`);
    }
    return checked.data as RpcResponse<TContract>;
  }

  /** `timeoutMs` overrides the client's deadline for one call that is known to take long (a file import). */
  async request<TResult>(
    pattern: string,
    data: unknown,
    options: { timeoutMs?: number } = {},
  ): Promise<TResult> {
    const headers = natsHeaders();
    const correlationId = currentCorrelationId();
    if (correlationId) {
      headers.set(CORRELATION_HEADER, correlationId);
    }
    const record = new NatsRecordBuilder(data).setHeaders(headers).build();
    const stop = this.metrics?.rpcClientDuration.startTimer({ pattern });
    try {
      const result = await firstValueFrom(
        this.proxy.send<TResult>(pattern, record).pipe(timeout(options.timeoutMs ?? this.timeoutMs)),
      );
      stop?.({ outcome: 'ok' });
      return result;
    } catch (error) {
      stop?.({ outcome: rpcFailureOutcome(error) });
      throw toDomainError(error, pattern);
    }
  }
}

/**
 * An answer of the service, even one reporting its own outage, is `error`; no answer in time is `timeout`; no
 * responder or no NATS connection is `unavailable`.
 */
export function rpcFailureOutcome(error: unknown): Exclude<RpcClientOutcome, 'ok'> {
  if (error instanceof TimeoutError) {
    return 'timeout';
  }
  if (isRpcErrorLike(error)) {
    return 'error';
  }
  return isConnectionFailure(error) ? 'unavailable' : 'error';
}

function toDomainError(error: unknown, pattern: string): DomainError {
  if (error instanceof TimeoutError) {
    return new OutageError(`The service did not answer in time (${pattern})`);
  }
  if (isRpcErrorLike(error)) {
    return isOutageDetails(error.details)
      ? new OutageError(`${error.message} (${pattern})`)
      : new DomainError(error.code, error.message, error.details);
  }
  if (isConnectionFailure(error)) {
    return new OutageError(`The service is not available (${pattern})`);
  }
  return new DomainError('INTERNAL', 'Internal error');
}

function isConnectionFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return isOutage(error) || /CONNECTION_REFUSED|disconnect/i.test(message);
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
