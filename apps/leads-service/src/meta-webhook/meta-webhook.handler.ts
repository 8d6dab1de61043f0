import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { leadsPatterns, storeMetaWebhookCommand, type StoreMetaWebhookReply } from '@eventdesk/contracts';
import { MetaWebhookService } from './meta-webhook.service';

/** Thin RPC edge: parse the contract, call the service. */
@Controller()
export class MetaWebhookHandler {
  constructor(private readonly webhook: MetaWebhookService) {}

  @MessagePattern(leadsPatterns.storeWebhook)
  store(@Payload() payload: unknown): Promise<StoreMetaWebhookReply> {
    return this.webhook.store(storeMetaWebhookCommand.parse(payload));
  }
}
