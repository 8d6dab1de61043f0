import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { leadsRpcs, type StoreMetaWebhookCommand, type StoreMetaWebhookReply } from '@eventdesk/contracts';
import { RpcHandler } from '@eventdesk/server-kit';
import { MetaWebhookService } from './meta-webhook.service';

/** Thin RPC edge: parse the contract, call the service. */
@Controller()
export class MetaWebhookHandler {
  constructor(private readonly webhook: MetaWebhookService) {}

  @RpcHandler(leadsRpcs.storeWebhook)
  store(@Payload() command: StoreMetaWebhookCommand): Promise<StoreMetaWebhookReply> {
    return this.webhook.store(command);
  }
}
