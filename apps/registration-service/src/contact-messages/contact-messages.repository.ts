import { LockMode } from '@mikro-orm/core';
import type { EntityManager, FilterQuery, QueryOrderMap, RequiredEntityData } from '@mikro-orm/postgresql';
import {
  CONTACT_MESSAGES_PAGE_SIZE,
  type ContactMessageList,
  type ContactMessageListQuery,
  type ContactMessageView,
} from '@eventdesk/contracts';
import { sql } from '@eventdesk/server-kit';
import { ContactMessage } from './contact-message.entity';

const filterOf = (status: ContactMessageListQuery['status']): FilterQuery<ContactMessage> => {
  if (status === 'new') {
    return { handledAt: null };
  }
  return status === 'handled' ? { handledAt: { $ne: null } } : {};
};

// The longest-waiting new message first; handled ones by when they were handled, the latest first.
const orderOf = (status: ContactMessageListQuery['status']): QueryOrderMap<ContactMessage>[] =>
  status === 'new'
    ? [{ receivedAt: 'asc' }, { id: 'asc' }]
    : status === 'handled'
      ? [{ handledAt: 'desc' }, { id: 'desc' }]
      : [{ receivedAt: 'desc' }, { id: 'desc' }];

export function toContactMessageView(row: ContactMessage): ContactMessageView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    programme: row.programme,
    message: row.message,
    language: row.language,
    createdAt: row.receivedAt.toISOString(),
    status: row.handledAt ? 'handled' : 'new',
    handledBy: row.handledBy,
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

/** Every query of the contact form's messages and the staff inbox. */
export const contactMessagesRepository = {
  /** Returns the new message's id. */
  insert(tx: EntityManager, message: RequiredEntityData<ContactMessage>): Promise<number> {
    return tx.insert(ContactMessage, message);
  },

  /** The message, its row locked until the transaction ends. */
  lock(tx: EntityManager, id: number): Promise<ContactMessage | null> {
    return tx.findOne(ContactMessage, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
  },

  async setHandled(
    tx: EntityManager,
    id: number,
    handled: Pick<ContactMessage, 'handledAt' | 'handledBy'>,
  ): Promise<void> {
    await tx.nativeUpdate(
      ContactMessage,
      { id },
      { handledAt: handled.handledAt, handledBy: handled.handledBy },
    );
  },

  async list(em: EntityManager, query: ContactMessageListQuery): Promise<ContactMessageList> {
    const [rows, total] = await em.findAndCount(ContactMessage, filterOf(query.status), {
      orderBy: orderOf(query.status),
      limit: CONTACT_MESSAGES_PAGE_SIZE,
      offset: (query.page - 1) * CONTACT_MESSAGES_PAGE_SIZE,
    });
    const [counts] = await sql<{ new: number; handled: number }>(
      em,
      `select count(*) filter (where "handled_at" is null)::int as "new",
              count(*) filter (where "handled_at" is not null)::int as "handled"
         from "registration"."contact_message"`,
    );
    return {
      items: rows.map(toContactMessageView),
      page: query.page,
      pageSize: CONTACT_MESSAGES_PAGE_SIZE,
      total,
      counts: { new: counts?.new ?? 0, handled: counts?.handled ?? 0 },
    };
  },
};
