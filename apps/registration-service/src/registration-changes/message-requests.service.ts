import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  REGISTRATION_MESSAGE_REQUESTED,
  registrationMessageRequestedPayload,
  type MessageQueuedResponse,
  type RegistrationMessageKind,
  type RequestMessageCommand,
} from '@eventdesk/contracts';
import { OutboxRelay, recordAudit, recordEvent } from '@eventdesk/server-kit';
import { lockLiveRegistration } from './live-registration';

const queuedMessages: Record<RegistrationMessageKind, string> = {
  confirmation_email: 'Confirmation email queued for sending',
  whatsapp_reminder: 'WhatsApp reminder queued for sending',
};

/**
 * A staff row action (send confirmation e-mail / WhatsApp reminder): recorded through the outbox with the
 * registration's current data; the notification workers send it and keep the delivery log.
 */
@Injectable()
export class MessageRequestsService {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
  ) {}

  async request(command: RequestMessageCommand): Promise<MessageQueuedResponse> {
    const eventId = await this.em.fork().transactional(async (tx) => {
      const registration = await lockLiveRegistration(tx, command.id);
      const id = await recordEvent(tx, REGISTRATION_MESSAGE_REQUESTED, registrationMessageRequestedPayload, {
        kind: command.kind,
        requestedBy: command.actor,
        registrationId: registration.id,
        ref: registration.ref,
        fullName: registration.fullName,
        email: registration.email,
        phone: registration.phone,
        package: registration.package,
        amount: registration.amount,
        paymentStatus: registration.paymentStatus,
        language: registration.language,
      });
      await recordAudit(tx, {
        actor: command.actor,
        action: 'registration.message-request',
        targetType: 'registration',
        targetId: String(registration.id),
        before: null,
        after: { kind: command.kind, eventId: id },
      });
      return id;
    });
    this.relay.nudge();
    return { message: queuedMessages[command.kind], eventId };
  }
}
