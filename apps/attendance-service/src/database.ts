import { OutboxEvent, ProcessedEvent, type OrmConfig } from '@eventdesk/server-kit';
import { attendanceMigrations } from './migrations';
import { Ticket } from './tickets/ticket.entity';

export const ATTENDANCE_SCHEMA = 'attendance';

export function attendanceOrmConfig(databaseUrl: string): OrmConfig {
  return {
    schema: ATTENDANCE_SCHEMA,
    databaseUrl,
    entities: [Ticket, OutboxEvent, ProcessedEvent],
    migrations: attendanceMigrations,
  };
}
