import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type InlineConfig, type Logger, type Plugin } from 'vite';
import { prerenderedPaths } from '../src/config/prerendered-pages';
import { seoLanguages } from '../src/config/seo-routes';
import { writeCompressedCopies } from './compressed-copies';
import { prerenderedHtml } from './prerendered-html';

/** Under the web build; the gateway reads `pages.json` there (apps/gateway/src/http/prerendered-pages.ts). */
export const PRERENDERED_DIR = '_prerendered';
const RENDER_ENTRY = 'src/prerender/render-page.tsx';

type RenderPage = (path: string, language: string, origin: string) => Promise<string>;

/** The file a page is written to, per language: `/` is `index`, `/weekly-events` is `weekly-events`. */
const pageFile = (path: string, language: string) =>
  `${language}/${path === '/' ? 'index' : path.slice(1)}.html`;

/**
 * After the client build: builds src/prerender/render-page.tsx for Node with `ssr` (the app's aliases and
 * plugins), renders every page of config/prerendered-pages.ts in every language and writes it, with compressed
 * copies, to `<outDir>/_prerendered/<language>/<page>.html` plus `pages.json`, the map the gateway serves from.
 * `ssr` must not contain this plugin. Canonical and hreflang links name `origin` (PUBLIC_BASE_URL at build time).
 */
export function prerenderPages(ssr: InlineConfig, origin: string): Plugin {
  let root = '';
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'eventdesk:prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      logger = config.logger;
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(root, config.build.outDir);
    },
    async closeBundle() {
      // Inside the workspace, so Node resolves the render bundle's external imports (react, react-router ...).
      const renderDir = join(root, '../../node_modules/.vite/web', `prerender-${process.pid}`);
      try {
        const output = await build({
          ...ssr,
          configFile: false,
          root,
          logLevel: 'warn',
          build: { ssr: RENDER_ENTRY, outDir: renderDir, emptyOutDir: true, copyPublicDir: false },
        });
        const entry = [output].flat().flatMap((result) => ('output' in result ? result.output : []))[0];
        const { renderPage } = (await import(pathToFileURL(join(renderDir, entry.fileName)).href)) as {
          renderPage: RenderPage;
        };
        await writePages(renderPage);
      } finally {
        await rm(renderDir, { recursive: true, force: true });
      }
    },
  };

  async function writePages(renderPage: RenderPage) {
    const template = await readFile(join(outDir, 'index.html'), 'utf8');
    const pages: Record<string, Record<string, string>> = {};
    // One page at a time: the render shares i18n's current language.
    for (const path of prerenderedPaths) {
      for (const language of seoLanguages) {
        const html = await renderPage(path, language, origin);
        const file = pageFile(path, language);
        const target = join(outDir, PRERENDERED_DIR, file);
        const content = Buffer.from(prerenderedHtml({ template, rendered: html, language }));
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, content);
        await writeCompressedCopies(target, content);
        (pages[path] ??= {})[language] = file;
      }
    }
    const manifest = { defaultLanguage: seoLanguages[0], pages };
    await writeFile(join(outDir, PRERENDERED_DIR, 'pages.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const where = relative(root, join(outDir, PRERENDERED_DIR));
    logger?.info(
      `prerendered ${Object.keys(pages).length} pages × ${seoLanguages.length} languages into ${where}`,
    );
  }
}
