import { OutboxEvent, ProcessedEvent, type OrmConfig } from '@eventdesk/server-kit';
import { Attendee } from './attendees/attendee.entity';
import { CheckInLog } from './check-in/check-in-log.entity';
import { attendanceMigrations } from './migrations';
import { Ticket } from './tickets/ticket.entity';

export const ATTENDANCE_SCHEMA = 'attendance';

export function attendanceOrmConfig(databaseUrl: string): OrmConfig {
  return {
    schema: ATTENDANCE_SCHEMA,
    databaseUrl,
    entities: [Attendee, Ticket, CheckInLog, OutboxEvent, ProcessedEvent],
    migrations: attendanceMigrations,
  };
}
