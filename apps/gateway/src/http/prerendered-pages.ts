import type { NextFunction, Request, Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_COOKIE } from '@eventdesk/contracts';
import { cachedExists, precompressedCopy } from './precompressed-assets';
import { readCookie } from './read-cookie';

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
 * Answers a GET of a public page the web build prerendered with that page's HTML in the language of `?lang=`, else
 * of the visitor's stored choice (the `lang` cookie the web app writes with it), else the default language, as the
 * client picks it; brotli or gzip when the browser accepts them, so the page shows before its scripts run. (Without
 * the cookie, a visitor who chose Tamil got the English HTML on `/`, which the app then replaced by a Tamil render:
 * the wrong language on screen first, and its largest paint 3.5 s into a phone's load instead of 1.2 s.) Other paths
 * fall through to the SPA's index.html.
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
    const stored = readCookie(req.headers.cookie, LANGUAGE_COOKIE);
    const language =
      typeof requested === 'string' && languages[requested]
        ? requested
        : stored && languages[stored]
          ? stored
          : manifest.defaultLanguage;
    const file = join(webDir, PRERENDERED_DIR, languages[language]);
    const encoding = precompressedCopy(req, file, exists);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding, Cookie');
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
