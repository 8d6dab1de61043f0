import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { attendanceStatusOf, type AttendanceView } from '@eventdesk/contracts';
import { DomainError } from '@eventdesk/server-kit';
import { findAttendeeByRef } from './attendees.repository';

/** The public attendance page: read-only by design, nothing here writes. */
@Injectable()
export class AttendanceLookupService {
  constructor(private readonly em: EntityManager) {}

  async byRef(ref: string): Promise<AttendanceView> {
    const row = await findAttendeeByRef(this.em.fork(), ref);
    if (!row) {
      throw new DomainError('NOT_FOUND', 'Registration not found');
    }
    const registration = {
      id: row.registration_id,
      fullName: row.full_name,
      email: row.email,
      phone: row.phone,
      package: row.package,
      ticketNumber: row.ticket_number,
      paymentStatus: row.payment_status,
      attended: row.checked_in_at !== null,
      attendedAt: row.checked_in_at ? new Date(row.checked_in_at).toISOString() : null,
    };
    return { registration, status: attendanceStatusOf(registration) };
  }
}
