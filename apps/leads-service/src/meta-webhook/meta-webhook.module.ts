import { Module, type DynamicModule } from '@nestjs/common';
import type { LeadsEnv } from '../config/env';
import { ImportsModule } from '../imports/imports.module';
import { GRAPH_API_CLIENT, HttpGraphApiClient } from './graph-api-client';
import { FetchMetaLeadJob } from './jobs/fetch-meta-lead.job';
import { MetaLeadFetchQueue } from './meta-lead-fetch.queue';
import { MetaWebhookHandler } from './meta-webhook.handler';
import { META_WEBHOOK_OPTIONS, type MetaWebhookModuleOptions } from './meta-webhook.options';
import { MetaWebhookService } from './meta-webhook.service';

/** Meta's leadgen webhook, service side: notifications stored, each lead fetched and imported by a queue job. */
@Module({})
export class MetaWebhookModule {
  static forRoot(options: MetaWebhookModuleOptions): DynamicModule {
    const { graph, ...queue } = options;
    return {
      module: MetaWebhookModule,
      imports: [ImportsModule],
      controllers: [MetaWebhookHandler],
      providers: [
        { provide: META_WEBHOOK_OPTIONS, useValue: queue },
        { provide: GRAPH_API_CLIENT, useFactory: () => new HttpGraphApiClient(graph) },
        FetchMetaLeadJob,
        MetaLeadFetchQueue,
        MetaWebhookService,
      ],
    };
  }

  static fromEnv(env: LeadsEnv): DynamicModule {
    return MetaWebhookModule.forRoot({
      redisUrl: env.REDIS_URL,
      queuePrefix: env.QUEUE_PREFIX,
      attempts: env.META_FETCH_ATTEMPTS,
      retryDelayMs: env.META_FETCH_RETRY_DELAY_MS,
      tokenConfigured: env.META_PAGE_ACCESS_TOKEN !== '',
      graph: {
        baseUrl: env.META_GRAPH_API_URL,
        version: env.META_GRAPH_API_VERSION,
        accessToken: env.META_PAGE_ACCESS_TOKEN,
      },
    });
  }
}
