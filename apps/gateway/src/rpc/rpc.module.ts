import { Global, Module, type DynamicModule } from '@nestjs/common';
import { ClientProxyFactory, type ClientProxy } from '@nestjs/microservices';
import { natsClientOptions, RpcClient } from '@eventdesk/server-kit';

const NATS_PROXY = Symbol('NATS_PROXY');

/** One NATS connection for every service call; subjects tell the services apart. */
@Global()
@Module({})
export class RpcModule {
  static forRoot(options: { natsUrl: string; timeoutMs: number }): DynamicModule {
    return {
      module: RpcModule,
      providers: [
        {
          provide: NATS_PROXY,
          useFactory: async () => {
            const proxy = ClientProxyFactory.create(natsClientOptions('gateway', options.natsUrl));
            await proxy.connect();
            return proxy;
          },
        },
        {
          provide: RpcClient,
          useFactory: (proxy: ClientProxy) => new RpcClient(proxy, options.timeoutMs),
          inject: [NATS_PROXY],
        },
        {
          provide: 'NATS_PROXY_CLOSER',
          useFactory: (proxy: ClientProxy) => ({ onApplicationShutdown: () => proxy.close() }),
          inject: [NATS_PROXY],
        },
      ],
      exports: [RpcClient],
    };
  }
}
