import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { StoreMetaWebhookCommand, StoreMetaWebhookReply } from '@eventdesk/contracts';
import { currentCorrelationId } from '@eventdesk/server-kit';
import { MetaLeadFetchQueue } from './meta-lead-fetch.queue';
import { insertNotifications } from './webhook-notifications.repository';

/** Meta's leadgen notifications: stored before the gateway answers Meta, fetched from the Graph API by a job. */
@Injectable()
export class MetaWebhookService {
  private readonly logger = new Logger('MetaWebhookService');

  constructor(
    private readonly em: EntityManager,
    private readonly fetches: MetaLeadFetchQueue,
  ) {}

  /**
   * Replies once the new notifications are committed, so the gateway's 200 tells Meta only what we kept. Their
   * jobs are added after the commit; if Redis refuses, the reply still stands and the sweep adds them later.
   */
  async store(command: StoreMetaWebhookCommand): Promise<StoreMetaWebhookReply> {
    const received = new Date(command.receivedAt);
    const receivedAt = Number.isNaN(received.getTime()) ? new Date() : received;
    const stored = await this.em
      .fork()
      .transactional((tx) => insertNotifications(tx, command.notifications, receivedAt));
    try {
      await this.fetches.enqueue(stored, currentCorrelationId());
    } catch (error) {
      this.logger.warn(
        { leadgenIds: stored, err: error instanceof Error ? error.message : String(error) },
        'fetch jobs not added; the sweep adds them',
      );
    }
    return { stored: stored.length, duplicates: command.notifications.length - stored.length };
  }
}
