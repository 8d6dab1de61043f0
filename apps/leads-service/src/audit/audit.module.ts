import { Module } from '@nestjs/common';
import { AuditHandler } from './audit.handler';

@Module({ controllers: [AuditHandler] })
export class AuditModule {}
