import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  contactMessageErrors,
  type ContactMessageBody,
  type ContactMessageList,
  type ContactMessageListQuery,
  type ContactMessageResponse,
  type ContactMessageView,
  type MarkContactMessageCommand,
  contactMessageReceivedEvent,
} from '@eventdesk/contracts';
import { DomainError, OutboxRelay, recordAudit, recordEvent } from '@eventdesk/server-kit';
import { SettingsService } from '../settings/settings.service';
import { contactMessagesRepository, toContactMessageView } from './contact-messages.repository';

/** The /home contact form's messages: stored, announced for the staff digest, listed and marked by staff. */
@Injectable()
export class ContactMessagesService {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
    private readonly settings: SettingsService,
  ) {}

  /** The message and its event in one transaction: the digest never misses a stored message. */
  async create(body: ContactMessageBody): Promise<ContactMessageResponse> {
    const receivedAt = new Date();
    const digestTo = (await this.settings.get()).contact.digestEmail;
    const id = await this.em.fork().transactional(async (tx) => {
      const inserted = await contactMessagesRepository.insert(tx, { ...body, receivedAt });
      await recordEvent(tx, contactMessageReceivedEvent, {
        contactMessageId: inserted,
        name: body.name,
        email: body.email,
        phone: body.phone,
        programme: body.programme,
        message: body.message,
        language: body.language,
        receivedAt: receivedAt.toISOString(),
        digestTo,
      });
      return inserted;
    });
    this.relay.nudge();
    return { id, receivedAt: receivedAt.toISOString() };
  }

  list(query: ContactMessageListQuery): Promise<ContactMessageList> {
    return contactMessagesRepository.list(this.em.fork(), query);
  }

  /**
   * Marks a message handled (or new again), under the row's lock so two staff clicking at once get one change and
   * one clear refusal naming who was first. The change and its audit entry share the transaction.
   */
  async mark(command: MarkContactMessageCommand): Promise<ContactMessageView> {
    return this.em.fork().transactional(async (tx) => {
      const row = await contactMessagesRepository.lock(tx, command.id);
      if (!row) {
        throw new DomainError(contactMessageErrors.notFound.code, contactMessageErrors.notFound.message);
      }
      const before = { handledBy: row.handledBy, handledAt: row.handledAt };
      if (command.handled === (row.handledAt !== null)) {
        const refusal = command.handled
          ? contactMessageErrors.alreadyHandled
          : contactMessageErrors.notHandled;
        const by = command.handled
          ? ` by ${row.handledBy ?? 'staff'} at ${row.handledAt?.toISOString()}`
          : '';
        throw new DomainError(refusal.code, `${refusal.message}${by}`, toContactMessageView(row));
      }
      row.handledAt = command.handled ? new Date() : null;
      row.handledBy = command.handled ? command.actor : null;
      await contactMessagesRepository.setHandled(tx, row.id, row);
      await recordAudit(tx, {
        actor: command.actor,
        action: command.handled ? 'contact-message.handled' : 'contact-message.unhandled',
        targetType: 'contact-message',
        targetId: String(row.id),
        before,
        after: { handledBy: row.handledBy, handledAt: row.handledAt },
      });
      return toContactMessageView(row);
    });
  }
}
