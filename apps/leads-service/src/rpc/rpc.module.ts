import { Module, type DynamicModule } from '@nestjs/common';
import { RpcClientModule } from '@eventdesk/server-kit';
import { RegistrationDirectory } from './registration-directory';

/** The leads service's calls to the registration service (request/reply over NATS). */
@Module({})
export class RpcModule {
  static forRoot(options: { natsUrl: string; timeoutMs: number }): DynamicModule {
    return {
      module: RpcModule,
      global: true,
      imports: [RpcClientModule.forRoot({ clientName: 'leads-service', ...options })],
      providers: [RegistrationDirectory],
      exports: [RegistrationDirectory],
    };
  }
}
