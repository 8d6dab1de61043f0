import { Module, type DynamicModule } from '@nestjs/common';
import {
  META_WEBHOOK_OPTIONS,
  MetaWebhookController,
  type MetaWebhookOptions,
} from './meta-webhook.controller';

/** Meta's leadgen webhook at the edge; leads-service stores and fetches the leads. */
@Module({})
export class MetaWebhookModule {
  static forRoot(options: MetaWebhookOptions): DynamicModule {
    return {
      module: MetaWebhookModule,
      controllers: [MetaWebhookController],
      providers: [{ provide: META_WEBHOOK_OPTIONS, useValue: options }],
    };
  }
}
