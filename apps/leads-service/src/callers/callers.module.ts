import { Module } from '@nestjs/common';
import { CallersHandler } from './callers.handler';
import { StaffUserChangedConsumer } from './staff-user-changed.consumer';

/** The callers' read model (staff-user.changed.v1) and the callers list. */
@Module({ controllers: [CallersHandler], providers: [StaffUserChangedConsumer] })
export class CallersModule {}
