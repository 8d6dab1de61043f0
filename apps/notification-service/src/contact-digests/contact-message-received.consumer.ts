import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type EventEnvelope,
  contactMessageReceivedEvent,
  type ContactMessageReceivedPayload,
} from '@eventdesk/contracts';
import { OnEvent } from '@eventdesk/server-kit';
import { contactDigestRepository } from './contact-digest.repository';
import { ContactDigestQueue } from './contact-digest-queue';

/**
 * Keeps each contact message for the staff digest and makes sure a digest job waits for it. With no digest address
 * set when it arrived, nothing is scheduled: staff read it in the inbox. The row is stored before the job is
 * added, so whichever digest job runs next finds it.
 */
@Injectable()
export class ContactMessageReceivedConsumer {
  private readonly logger = new Logger('ContactDigest');

  constructor(
    private readonly em: EntityManager,
    private readonly digests: ContactDigestQueue,
  ) {}

  @OnEvent(contactMessageReceivedEvent)
  async onContactMessageReceived(envelope: EventEnvelope<ContactMessageReceivedPayload>): Promise<void> {
    const { payload } = envelope;
    if (!payload.digestTo) {
      this.logger.log({ eventId: envelope.id }, 'no contact digest address set: message not put in a digest');
      return;
    }
    await contactDigestRepository.add(this.em.fork(), envelope.id, {
      ...payload,
      digestTo: payload.digestTo,
    });
    await this.digests.schedule();
  }
}
