import { Global, Module, type DynamicModule } from '@nestjs/common';
import { ClientProxyFactory, type ClientProxy } from '@nestjs/microservices';
import { natsClientOptions, RpcClient } from '@eventdesk/server-kit';
import { RegistrationDirectory } from './registration-directory';

const NATS_PROXY = Symbol('NATS_PROXY');

/** The payment service's calls to the registration service (request/reply over NATS). */
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
            const proxy = ClientProxyFactory.create(natsClientOptions('payment-service', options.natsUrl));
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
        RegistrationDirectory,
      ],
      exports: [RpcClient, RegistrationDirectory],
    };
  }
}
