import type { NextFunction, Request, Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cachedExists, precompressedCopy } from './precompressed-assets';

/** Where the web build writes the prerendered pages and their map (apps/web/tools/prerender-plugin.ts). */
export const PRERENDERED_DIR = '_prerendered';

type PrerenderedManifest = {
  defaultLanguage: string;
  /** Page path → language → file under PRERENDERED_DIR. */
  pages: Record<string, Record<string, string>>;
};

function readManifest(dir: string): PrerenderedManifest | undefined {
  const file = join(dir, PRERENDERED_DIR, 'pages.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PrerenderedManifest) : undefined;
}

/**
 * Answers a GET of a public page the web build prerendered with that page's HTML in the language of `?lang=`
 * (the default language without it, as the client reads it), brotli or gzip when the browser accepts them, so the
 * page shows before its scripts run. Other paths fall through to the SPA's index.html.
 */
export function prerenderedPages(webDir: string) {
  const manifest = readManifest(webDir);
  const exists = cachedExists();

  return (req: Request, res: Response, next: NextFunction) => {
    if (!manifest || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return next();
    }
    const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    const languages = manifest.pages[path];
    if (!languages) {
      return next();
    }
    const requested = req.query.lang;
    const language =
      typeof requested === 'string' && languages[requested] ? requested : manifest.defaultLanguage;
    const file = join(webDir, PRERENDERED_DIR, languages[language]);
    const encoding = precompressedCopy(req, file, exists);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    res.type('html');
    if (encoding) {
      res.setHeader('Content-Encoding', encoding.token);
    }
    res.sendFile(encoding ? file + encoding.suffix : file, (error) => {
      if (error && !res.headersSent) {
        next(error);
      }
    });
  };
}
