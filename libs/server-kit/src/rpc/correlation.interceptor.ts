import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { Observable } from 'rxjs';
import { CORRELATION_HEADER, runWithCorrelationId } from '../context/correlation';

/** Service side: runs each RPC handler inside the caller's correlation id (sent as a NATS header). */
@Injectable()
export class RpcCorrelationInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') {
      return next.handle();
    }
    const natsContext = context.switchToRpc().getContext<NatsContext>();
    const correlationId = natsContext.getHeaders?.()?.get(CORRELATION_HEADER) || undefined;
    return new Observable((subscriber) =>
      runWithCorrelationId(correlationId, () => next.handle().subscribe(subscriber)),
    );
  }
}
