import type { Plugin } from 'vite';
import { normaliseOrigin, robotsTxt, sitemapXml } from '../src/config/seo-files';

/**
 * Writes robots.txt and sitemap.xml into the build (and serves them in `vite` dev), with absolute URLs on
 * PUBLIC_BASE_URL: both files must name the public origin, which only the deployment knows.
 */
export function seoFiles(origin = process.env.PUBLIC_BASE_URL ?? 'http://localhost:3000'): Plugin {
  const base = normaliseOrigin(origin);
  const files: Record<string, { type: string; source: () => string }> = {
    'robots.txt': { type: 'text/plain; charset=utf-8', source: () => robotsTxt(base) },
    'sitemap.xml': { type: 'application/xml; charset=utf-8', source: () => sitemapXml(base) },
  };
  return {
    name: 'eventdesk:seo-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = files[(req.url ?? '').split('?')[0].slice(1)];
        if (!file) {
          return next();
        }
        res.setHeader('Content-Type', file.type);
        res.end(file.source());
      });
    },
    generateBundle() {
      for (const [fileName, file] of Object.entries(files)) {
        this.emitFile({ type: 'asset', fileName, source: file.source() });
      }
    },
  };
}
