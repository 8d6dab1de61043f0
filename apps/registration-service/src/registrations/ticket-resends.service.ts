import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  TICKET_RESENDS_PER_HOUR,
  type Language,
  type ResendTicketCommand,
  type TicketResendResponse,
} from '@eventdesk/contracts';
import { DomainError, OutboxRelay, recordAudit } from '@eventdesk/server-kit';
import { REGISTRATION_NOT_FOUND } from '../registration-changes/live-registration';
import { maskedEmail } from './masked-email';
import { recordMessageRequest } from './message-request-event';
import { lockLiveRegistrationByRef, recentAuditActions } from './registrations.repository';

const RESEND_ACTION = 'registration.ticket-resend';
const HOUR_MS = 3_600_000;

const words = {
  en: {
    sent: (to: string) => `Your ticket is on its way to ${to}.`,
    unpaid: 'There is no ticket to send yet: the payment for this registration is not complete.',
    tooMany: (minutes: number) =>
      `Your ticket was already sent ${TICKET_RESENDS_PER_HOUR} times in the last hour. Please try again in ${minutes} minutes.`,
  },
  ta: {
    sent: (to: string) => `உங்கள் டிக்கெட் ${to} முகவரிக்கு அனுப்பப்படுகிறது.`,
    unpaid: 'அனுப்புவதற்கு இன்னும் டிக்கெட் இல்லை: இந்தப் பதிவிற்கான கட்டணம் நிறைவடையவில்லை.',
    tooMany: (minutes: number) =>
      `கடந்த ஒரு மணி நேரத்தில் உங்கள் டிக்கெட் ஏற்கனவே ${TICKET_RESENDS_PER_HOUR} முறை அனுப்பப்பட்டது. ${minutes} நிமிடங்களில் மீண்டும் முயற்சிக்கவும்.`,
  },
} satisfies Record<Language, unknown>;

/**
 * "Resend my ticket": the staff confirmation e-mail (ticket links) to the stored address, never another. Each
 * resend is an audit entry of the registration, and the entries of the last hour are counted under the row's lock,
 * so replicas and simultaneous clicks share one budget of TICKET_RESENDS_PER_HOUR.
 */
@Injectable()
export class TicketResendsService {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
  ) {}

  async resend(command: ResendTicketCommand): Promise<TicketResendResponse> {
    const text = words[command.language];
    const email = await this.em.fork().transactional(async (tx) => {
      const registration = await lockLiveRegistrationByRef(tx, command.ref);
      if (!registration) {
        throw new DomainError('NOT_FOUND', REGISTRATION_NOT_FOUND);
      }
      if (registration.paymentStatus !== 'completed') {
        throw new DomainError('REGISTRATION_NOT_PAID', text.unpaid);
      }
      const since = new Date(Date.now() - HOUR_MS);
      const recent = await recentAuditActions(tx, registration.id, RESEND_ACTION, since);
      if (recent && recent.count >= TICKET_RESENDS_PER_HOUR && recent.oldest) {
        const retryAfterSeconds = Math.max(
          1,
          Math.ceil((new Date(recent.oldest).getTime() + HOUR_MS - Date.now()) / 1000),
        );
        throw new DomainError('TICKET_RESEND_LIMIT', text.tooMany(Math.ceil(retryAfterSeconds / 60)), {
          retryAfterSeconds,
        });
      }
      const eventId = await recordMessageRequest(tx, registration, 'confirmation_email', 'visitor');
      await recordAudit(tx, {
        actor: 'visitor',
        action: RESEND_ACTION,
        targetType: 'registration',
        targetId: String(registration.id),
        before: null,
        after: { eventId },
      });
      return registration.email;
    });
    this.relay.nudge();
    const sentTo = maskedEmail(email);
    return { message: text.sent(sentTo), sentTo };
  }
}
