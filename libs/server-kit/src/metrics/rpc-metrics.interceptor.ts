import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { tap, type Observable } from 'rxjs';
import { Metrics } from './metrics';

/**
 * Service side: observes `eventdesk_rpc_server_duration_seconds` for every RPC handler, labelled by its message
 * pattern (the NATS subject, which only reaches a handler when it is one of the service's own patterns) and
 * `ok` or `error` (whatever the handler threw, before the error filter turns it into the reply).
 */
@Injectable()
export class RpcMetricsInterceptor implements NestInterceptor {
  constructor(private readonly metrics: Metrics) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') {
      return next.handle();
    }
    const pattern = context.switchToRpc().getContext<NatsContext>().getSubject();
    const stop = this.metrics.rpcServerDuration.startTimer({ pattern });
    return next
      .handle()
      .pipe(tap({ complete: () => stop({ outcome: 'ok' }), error: () => stop({ outcome: 'error' }) }));
  }
}
