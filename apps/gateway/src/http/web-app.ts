import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { precompressedAssets } from './precompressed-assets';
import { prerenderedPages } from './prerendered-pages';

/**
 * Serves the built SPA from the same origin as /api: hashed assets cached for a year, HTML never; the public pages
 * the build prerendered as their own HTML, and every other GET outside /api and /health answered with index.html
 * so client-side routes load directly.
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
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return next();
    }
    if (req.path.startsWith('/api') || req.path.startsWith('/health')) {
      return next();
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return true;
}
