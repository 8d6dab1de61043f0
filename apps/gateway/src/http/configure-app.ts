import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import { httpMetricsMiddleware, Metrics } from '@eventdesk/server-kit';
import type { GatewayEnv } from '../config/env';
import { metaWebhookRawBody } from '../meta-webhook/meta-webhook-raw-body';
import { manualUpdateRoutes } from '../payments/manual-update-routes';
import { mountQueueBoard } from '../queues/board/mount-queue-board';
import { correlationMiddleware } from './correlation.middleware';
import { mountOpenApi } from './openapi';
import { serveWebApp } from './web-app';

/** Everything the HTTP edge needs besides the module graph; shared by main.ts and the tests. */
export function configureApp(app: NestExpressApplication, env: GatewayEnv): void {
  app.set('trust proxy', env.TRUST_PROXY);
  app.disable('x-powered-by');
  // First, so a request's duration covers everything the gateway does with it.
  app.use(httpMetricsMiddleware(app.get(Metrics)));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:'],
          // The /qr-scanner page decodes QR codes with zxing's WebAssembly (bundled, same origin).
          'script-src': ["'self'", "'wasm-unsafe-eval'"],
          'media-src': ["'self'", 'blob:', 'https:'],
          'frame-src': ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
          // Local HTTP (development, tests, the door laptop) must not be forced to https.
          'upgrade-insecure-requests': null,
        },
      },
    }),
  );
  // First: Meta's webhook keeps its raw bytes for the signature; the JSON parser then skips that request.
  app.useBodyParser('raw', metaWebhookRawBody);
  app.useBodyParser('json', { limit: env.BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: env.BODY_LIMIT, extended: false });
  // After the body parsers: their stream callbacks would otherwise run outside the request's context.
  app.use(correlationMiddleware);
  app.setGlobalPrefix('api', { exclude: ['health/live', 'health/ready', ...manualUpdateRoutes] });
  // The API's full map helps an attacker more than an operator in production: there only on request.
  if (env.NODE_ENV !== 'production' || env.API_DOCS) {
    mountOpenApi(app);
  }
  // Before the SPA fallback, which would otherwise answer the board's page with index.html.
  mountQueueBoard(app, env);
  serveWebApp(app, env.WEB_DIST_DIR);
}
