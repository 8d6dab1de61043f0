import { Controller, Get, Global, Header, Inject, Module, Res, type DynamicModule } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../http/public-route.decorator';
import { Metrics, type MetricsApp } from './metrics';

/** Prometheus reads this on a service's health port (services have no public port). */
@Public()
@Controller('metrics')
class MetricsController {
  constructor(@Inject(Metrics) private readonly metrics: Metrics) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async scrape(@Res() response: Response): Promise<void> {
    const { contentType, body } = await this.metrics.exposition();
    response.type(contentType).send(body);
  }
}

export interface MetricsModuleOptions {
  app: MetricsApp;
  /**
   * Serve GET /metrics on the app's own HTTP server: yes for services (their port is the health port), no for the
   * gateway, whose port is public; it serves them on METRICS_PORT instead (startMetricsServer).
   */
  serveOnAppPort: boolean;
}

@Global()
@Module({})
export class MetricsModule {
  static forRoot(options: MetricsModuleOptions): DynamicModule {
    return {
      module: MetricsModule,
      controllers: options.serveOnAppPort ? [MetricsController] : [],
      providers: [{ provide: Metrics, useFactory: () => new Metrics(options.app) }],
      exports: [Metrics],
    };
  }
}
