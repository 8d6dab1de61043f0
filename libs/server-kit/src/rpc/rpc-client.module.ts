import { Global, Module, type DynamicModule } from '@nestjs/common';
import { ClientProxyFactory, type ClientProxy } from '@nestjs/microservices';
import { Metrics } from '../metrics/metrics';
import { natsClientOptions } from './nats-options';
import { RpcClient } from './rpc-client';

const NATS_PROXY = Symbol('NATS_PROXY');

/** One NATS connection for every service call; subjects tell the services apart. */
@Global()
@Module({})
export class RpcClientModule {
  static forRoot(options: { clientName: string; natsUrl: string; timeoutMs: number }): DynamicModule {
    return {
      module: RpcClientModule,
      providers: [
        {
          provide: NATS_PROXY,
          useFactory: async () => {
            const proxy = ClientProxyFactory.create(natsClientOptions(options.clientName, options.natsUrl));
            await proxy.connect();
            return proxy;
          },
        },
        {
          provide: RpcClient,
          useFactory: (proxy: ClientProxy, metrics?: Metrics) =>
            new RpcClient(proxy, options.timeoutMs, metrics),
          // Optional: a test module may build the client without the app's MetricsModule.
          inject: [NATS_PROXY, { token: Metrics, optional: true }],
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
