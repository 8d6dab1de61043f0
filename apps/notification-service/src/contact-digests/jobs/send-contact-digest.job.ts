import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DeliveriesService } from '../../deliveries/deliveries.service';
import type { Delivery } from '../../deliveries/delivery.entity';
import { Mailer } from '../../mail/mailer';
import { renderContactDigestEmail } from '../contact-digest-email';
import { contactDigestRepository } from '../contact-digest.repository';
import { CONTACT_DIGEST_OPTIONS, type ContactDigestOptions } from '../contact-digest.options';

/** What one run did: sent a digest, found nothing waiting, or must wait until `notBefore`. */
export type DigestRunOutcome = { sent: Delivery } | { nothing: true } | { notBefore: Date };

/**
 * Sends the staff digest of waiting contact messages through the delivery log. A digest claimed but not sent yet
 * (an earlier try failed) is sent first, so a retry never claims a second digest; a digest that fails for good
 * gives its messages back for the next window, so no message is lost to an SMTP outage.
 */
@Injectable()
export class SendContactDigestJob {
  constructor(
    private readonly em: EntityManager,
    private readonly deliveries: DeliveriesService,
    private readonly mailer: Mailer,
    @Inject(CONTACT_DIGEST_OPTIONS) private readonly options: ContactDigestOptions,
  ) {}

  async run(isFinalAttempt: boolean, now: Date = new Date()): Promise<DigestRunOutcome> {
    const em = this.em.fork();
    let digest = await contactDigestRepository.unsentDigest(em);
    if (!digest) {
      const claim = await contactDigestRepository.claim(em, now);
      if (!('delivery' in claim)) {
        return claim;
      }
      digest = claim.delivery;
    }
    const digestId = digest.id;
    try {
      const sent = await this.deliveries.attemptQueued(digestId, isFinalAttempt, async (row) => {
        const items = await contactDigestRepository.itemsOf(this.em.fork(), row.id);
        const mail = renderContactDigestEmail(items, this.options.publicBaseUrl);
        // The same id on every try of this digest: a receiving system can drop a duplicate.
        return this.mailer.send({
          to: row.recipient,
          ...mail,
          messageId: `<${row.id}.contact-digest@eventdesk>`,
        });
      });
      return { sent };
    } catch (error) {
      if (isFinalAttempt) {
        await contactDigestRepository.release(this.em.fork(), digestId);
      }
      throw error;
    }
  }
}
