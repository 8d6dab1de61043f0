import { Module } from '@nestjs/common';
import { AttendanceFigures } from './attendance-figures';

/** This service's business figures on /metrics (the Metrics provider itself comes from the service core). */
@Module({ providers: [AttendanceFigures] })
export class AttendanceMetricsModule {}
