import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { ContactMessageReceivedPayload } from '@eventdesk/contracts';
import { Delivery } from '../deliveries/delivery.entity';
import { ContactDigestItem } from './contact-digest-item.entity';

/** The delivery log's event name of a digest (its event id is the digest's own id). */
export const CONTACT_DIGEST_DELIVERY = 'contact-message.digest';
/** At most one digest e-mail in this long. */
export const CONTACT_DIGEST_WINDOW_MS = 15 * 60_000;
/** Messages in one digest at most; the rest wait for the next. */
export const CONTACT_DIGEST_MAX_ITEMS = 200;

/** Either a digest claimed now (its delivery row), nothing to send, or not before `notBefore`. */
export type DigestClaim = { delivery: Delivery } | { nothing: true } | { notBefore: Date };

/** Every query of the contact digest. */
export const contactDigestRepository = {
  /** Stores a message for the digest once per event; false if the event was already stored. */
  async add(
    em: EntityManager,
    eventId: string,
    payload: ContactMessageReceivedPayload & { digestTo: string },
  ) {
    const inserted = await em
      .createQueryBuilder(ContactDigestItem)
      .insert({
        eventId,
        contactMessageId: payload.contactMessageId,
        name: payload.name,
        email: payload.email,
        phone: payload.phone,
        programme: payload.programme,
        message: payload.message,
        language: payload.language,
        receivedAt: new Date(payload.receivedAt),
        digestTo: payload.digestTo,
        createdAt: new Date(),
      })
      .onConflict('eventId')
      .ignore()
      .execute('run');
    return inserted.affectedRows > 0;
  },

  async hasWaiting(em: EntityManager): Promise<boolean> {
    return (await em.count(ContactDigestItem, { digestId: null })) > 0;
  },

  /** The latest digest (sent, failed or still queued): the next one waits for the window after it. */
  latestDigest(em: EntityManager): Promise<Delivery | null> {
    return em.findOne(Delivery, { eventName: CONTACT_DIGEST_DELIVERY }, { orderBy: { createdAt: 'desc' } });
  },

  /** A digest claimed earlier whose e-mail has not gone yet (a failed try, or a worker that died). */
  unsentDigest(em: EntityManager): Promise<Delivery | null> {
    return em.findOne(
      Delivery,
      { eventName: CONTACT_DIGEST_DELIVERY, status: 'queued' },
      { orderBy: { createdAt: 'asc' } },
    );
  },

  /**
   * If the window since the last digest has passed, gathers the waiting messages into a new digest (its delivery
   * row, to the newest message's address). One transaction under an advisory lock, so two workers never claim the
   * same messages nor send two digests inside one window.
   */
  claim(em: EntityManager, now: Date): Promise<DigestClaim> {
    return em.transactional(async (tx) => {
      await tx.execute(`select pg_advisory_xact_lock(hashtext('notification.contact-digest'))`);
      const latest = await contactDigestRepository.latestDigest(tx);
      if (latest && latest.createdAt.getTime() + CONTACT_DIGEST_WINDOW_MS > now.getTime()) {
        return { notBefore: new Date(latest.createdAt.getTime() + CONTACT_DIGEST_WINDOW_MS) };
      }
      const items = await tx.find(
        ContactDigestItem,
        { digestId: null },
        { orderBy: { receivedAt: 'asc', eventId: 'asc' }, limit: CONTACT_DIGEST_MAX_ITEMS },
      );
      if (items.length === 0) {
        return { nothing: true };
      }
      const id = randomUUID();
      const recipient = items[items.length - 1]?.digestTo ?? '';
      await tx.insert(Delivery, {
        id,
        eventId: id,
        eventName: CONTACT_DIGEST_DELIVERY,
        channel: 'email',
        recipient,
        status: 'queued',
        attempts: 0,
        createdAt: now,
        updatedAt: now,
      });
      await tx.nativeUpdate(
        ContactDigestItem,
        { eventId: { $in: items.map((item) => item.eventId) } },
        { digestId: id },
      );
      return { delivery: await tx.findOneOrFail(Delivery, id) };
    });
  },

  itemsOf(em: EntityManager, digestId: string): Promise<ContactDigestItem[]> {
    return em.find(ContactDigestItem, { digestId }, { orderBy: { receivedAt: 'asc', eventId: 'asc' } });
  },

  /** A digest that failed for good gives its messages back: they go in the next one. */
  async release(em: EntityManager, digestId: string): Promise<void> {
    await em.nativeUpdate(ContactDigestItem, { digestId }, { digestId: null });
  },
};
