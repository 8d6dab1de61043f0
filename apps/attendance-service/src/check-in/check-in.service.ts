import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type AttendanceStats,
  type ScanCommand,
  type ScanResponse,
  type UndoCheckInCommand,
  type UndoCheckInResponse,
  checkInUndoneEvent,
} from '@eventdesk/contracts';
import { currentCorrelationId, DomainError, recordEvent } from '@eventdesk/server-kit';
import { TicketTokens } from '../tickets/ticket-tokens';
import {
  ADMITTED_STATUSES,
  clearCheckIn,
  countTickets,
  lockTicket,
  logCheckIn,
  scanByTokenHash,
  type ScannedTicketRow,
} from './check-in.repository';

export const ADMITTED_MESSAGE = 'Attendance marked successfully';

const doorTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Asia/Kolkata',
});

/** When a ticket was used, as the door staff read it (Indian time). */
export function formatDoorTime(value: Date): string {
  return `${doorTime.format(value)} IST`;
}

function scanAnswer(row: ScannedTicketRow): ScanResponse {
  return {
    message: ADMITTED_MESSAGE,
    ticketId: row.ticket_id,
    registration: {
      id: row.registration_id,
      fullName: row.full_name,
      email: row.email,
      phone: row.phone,
      package: row.package,
      ticketNumber: row.ticket_number,
      paymentStatus: row.payment_status,
      attendedAt: new Date(row.checked_in_at ?? Date.now()).toISOString(),
    },
  };
}

/** Single-use check-in: scans, their refusals (logged with the reason), undo and the door statistics. */
@Injectable()
export class CheckInService {
  private readonly logger = new Logger('CheckInService');

  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TicketTokens,
  ) {}

  async scan(command: ScanCommand): Promise<ScanResponse> {
    const em = this.em.fork();
    const nonce = command.nonce ?? null;
    const check = this.tokens.verify(command.qrToken);
    if (!check.ok) {
      await this.refuse(em, command, null, 'invalid_token', check.reason);
      throw new DomainError(
        'TICKET_INVALID',
        check.reason === 'malformed'
          ? 'Invalid QR code: this is not an event ticket'
          : 'Invalid QR code: the ticket signature does not match (tampered or forged)',
      );
    }
    const hash = this.tokens.hash(command.qrToken);
    const scanned = await this.admit(em, hash, command.staff, nonce);
    if (scanned?.admitted) {
      this.logger.log({ ticketId: scanned.ticket.ticket_id, staff: command.staff }, 'check-in: admitted');
      return scanAnswer(scanned.ticket);
    }
    const refused = await this.refusal(em, command, scanned?.ticket);
    if (refused) {
      return refused;
    }
    // The statement read the ticket unused and admissible but could not take it: a scan that committed after its
    // snapshot took it (the row's new version failed the update's condition), or an undo freed it again. The next
    // statement's snapshot settles which.
    const retried = await this.admit(em, hash, command.staff, nonce);
    if (retried?.admitted) {
      return scanAnswer(retried.ticket);
    }
    const replayed = await this.refusal(em, command, retried?.ticket);
    if (replayed) {
      return replayed;
    }
    throw new DomainError('TICKET_ALREADY_USED', 'Already Attended: this ticket was just used');
  }

  /**
   * Why a scan that admitted nobody was refused (logged, and thrown as the door's error), or the first answer again
   * for a retry of the scan that admitted this ticket. Undefined when the ticket looked free.
   */
  private async refusal(
    em: EntityManager,
    command: ScanCommand,
    ticket: ScannedTicketRow | undefined,
  ): Promise<ScanResponse | undefined> {
    if (!ticket) {
      await this.refuse(em, command, null, 'unknown_token', 'signed token without a ticket');
      throw new DomainError('NOT_FOUND', 'Ticket not found');
    }
    if (ticket.checked_in_at) {
      const nonce = command.nonce ?? null;
      if (nonce && ticket.check_in_nonce === nonce) {
        // The client retried the request that admitted this person: the same scan, the same answer.
        await logCheckIn(em, {
          ticketId: ticket.ticket_id,
          action: 'scan',
          outcome: 'replayed',
          staff: command.staff,
          nonce,
        });
        return scanAnswer(ticket);
      }
      const when = formatDoorTime(new Date(ticket.checked_in_at));
      await this.refuse(em, command, ticket.ticket_id, 'already_used', `used ${when}`);
      throw new DomainError(
        'TICKET_ALREADY_USED',
        `Already Attended: this ticket was used on ${when}${ticket.checked_in_by ? ` (scanned by ${ticket.checked_in_by})` : ''}`,
        { attendedAt: new Date(ticket.checked_in_at).toISOString() },
      );
    }
    if (!ADMITTED_STATUSES.includes(ticket.payment_status)) {
      await this.refuse(em, command, ticket.ticket_id, 'payment_pending', `payment ${ticket.payment_status}`);
      throw new DomainError(
        'PAYMENT_REQUIRED',
        'Payment Pending: the payment for this registration is not completed. Please contact the admin desk.',
      );
    }
    return undefined;
  }

  /** The conditional update, its log row and attendance.checked-in.v1: one statement, no admission without its event. */
  private admit(em: EntityManager, hash: string, staff: string, nonce: string | null) {
    return scanByTokenHash(em, {
      hash,
      staff,
      nonce,
      eventId: randomUUID(),
      correlationId: currentCorrelationId() ?? null,
    });
  }

  /** Admin only (the gateway checks the role): the ticket can be used again; who undid it is logged. */
  async undo(command: UndoCheckInCommand): Promise<UndoCheckInResponse> {
    return this.em.fork().transactional(async (tx) => {
      const ticket = await lockTicket(tx, command.ticketId);
      if (!ticket) {
        throw new DomainError('NOT_FOUND', 'Ticket not found');
      }
      if (!ticket.checked_in_at) {
        throw new DomainError('TICKET_NOT_CHECKED_IN', 'This ticket is not checked in');
      }
      await clearCheckIn(tx, ticket.id);
      const previous = new Date(ticket.checked_in_at);
      await logCheckIn(tx, {
        ticketId: ticket.id,
        action: 'undo',
        outcome: 'undone',
        reason: `was checked in ${previous.toISOString()} by ${ticket.checked_in_by ?? 'unknown'}`,
        staff: command.staff,
      });
      await recordEvent(tx, checkInUndoneEvent, {
        ticketId: ticket.id,
        registrationId: ticket.registration_id,
        previousCheckedInAt: previous.toISOString(),
        undoneAt: new Date().toISOString(),
        undoneBy: command.staff,
      });
      this.logger.log({ ticketId: ticket.id, staff: command.staff }, 'check-in undone');
      return {
        message: 'Check-in undone',
        ticketId: ticket.id,
        previousCheckedInAt: previous.toISOString(),
        previousCheckedInBy: ticket.checked_in_by,
      };
    });
  }

  async stats(): Promise<AttendanceStats> {
    const { total, attended } = await countTickets(this.em.fork());
    return {
      total,
      attended,
      pending: total - attended,
      attendanceRate: total === 0 ? 0 : Math.round((attended * 1000) / total) / 10,
    };
  }

  private async refuse(
    em: EntityManager,
    command: ScanCommand,
    ticketId: number | null,
    outcome: 'invalid_token' | 'unknown_token' | 'already_used' | 'payment_pending',
    reason: string,
  ): Promise<void> {
    this.logger.warn({ ticketId, staff: command.staff, outcome, reason }, 'check-in refused');
    await logCheckIn(em, {
      ticketId,
      action: 'scan',
      outcome,
      reason,
      staff: command.staff,
      nonce: command.nonce,
    });
  }
}
