import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type MessageQueuedResponse,
  type RegistrationMessageKind,
  type RequestMessageCommand,
} from '@eventdesk/contracts';
import { OutboxRelay, recordAudit } from '@eventdesk/server-kit';
import { recordMessageRequest } from '../registrations/message-request-event';
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
      const id = await recordMessageRequest(tx, registration, command.kind, command.actor);
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
