import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ContactMessageBody, ContactMessageResponse } from '@eventdesk/contracts';
import { ContactMessage } from './contact-message.entity';

@Injectable()
export class ContactMessagesService {
  constructor(private readonly em: EntityManager) {}

  async create(body: ContactMessageBody): Promise<ContactMessageResponse> {
    const receivedAt = new Date();
    const id = await this.em.fork().insert(ContactMessage, { ...body, receivedAt });
    return { id, receivedAt: receivedAt.toISOString() };
  }
}
