import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { QUEUE_BOARD_PATH } from '@eventdesk/contracts';
import { clientRouteMatcher } from './client-routes';
import { precompressedAssets } from './precompressed-assets';
import { prerenderedPages } from './prerendered-pages';

/**
 * Serves the built SPA from the same origin as /api: hashed assets cached for a year, HTML never; the public pages
 * the build prerendered as their own HTML, and every other GET outside /api and /health answered with index.html
 * so client-side routes load directly: 200 for a path a client route opens, 404 for any other (the app then shows
 * its 404 page).
 */
export function serveWebApp(app: NestExpressApplication, webDistDir: string): boolean {
  const dir = resolve(webDistDir);
  const index = join(dir, 'index.html');
  if (!existsSync(index)) {
    return false;
  }
  app.use('/assets', precompressedAssets(join(dir, 'assets')));
  app.useStaticAssets(join(dir, 'assets'), {
    prefix: '/assets',
    immutable: true,
    maxAge: '365d',
    fallthrough: false,
  });
  app.useStaticAssets(dir, { index: false, maxAge: '1h' });
  app.use(prerenderedPages(dir));
  const isClientRoute = clientRouteMatcher(dir);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return next();
    }
    // /metrics: a 404 here, never a page; Prometheus reads the gateway on METRICS_PORT.
    if (req.path.startsWith('/api') || req.path.startsWith('/health') || req.path === '/metrics') {
      return next();
    }
    // The queue board (mounted before this) answers its own paths; one it does not know is a 404, not the SPA.
    if (req.path === QUEUE_BOARD_PATH || req.path.startsWith(`${QUEUE_BOARD_PATH}/`)) {
      return next();
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.status(isClientRoute(req.path) ? 200 : 404).sendFile(index);
  });
  return true;
}
