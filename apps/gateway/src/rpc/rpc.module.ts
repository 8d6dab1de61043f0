import type { DynamicModule } from '@nestjs/common';
import { RpcClientModule } from '@eventdesk/server-kit';

/** The gateway's one NATS connection for every service call. */
export const RpcModule = {
  forRoot: (options: { natsUrl: string; timeoutMs: number }): DynamicModule =>
    RpcClientModule.forRoot({ clientName: 'gateway', ...options }),
};
