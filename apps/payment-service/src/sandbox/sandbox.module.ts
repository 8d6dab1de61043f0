import { Module } from '@nestjs/common';
import { SandboxHandler } from './sandbox.handler';

/** The service itself comes from ProvidersModule, which also uses it as the sandbox's status API. */
@Module({ controllers: [SandboxHandler] })
export class SandboxModule {}
