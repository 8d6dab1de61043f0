import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { aliasPatterns } from '../../tools/path-aliases/path-aliases.cjs';
import { normaliseOrigin } from './src/config/seo-files';
import { clientRoutes } from './tools/client-routes-plugin';
import { precompressAssets } from './tools/precompress-plugin';
import { prerenderPages } from './tools/prerender-plugin';
import { seoFiles } from './tools/seo-files-plugin';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// libs/contracts holds only declarations (zod schemas and constants), so a module of it that nothing imports from
// can be dropped. Without this, importing validationMessages from `@eventdesk/contracts/common` pulled every module
// that entry re-exports, and all of zod (81 kB), into the entry chunk.
function contractsWithoutSideEffects(): Plugin {
  return {
    name: 'eventdesk:contracts-without-side-effects',
    transform: {
      filter: { id: /\/libs\/contracts\/src\// },
      handler: (code) => ({ code, map: null, moduleSideEffects: false }),
    },
  };
}

// `@/` and `@eventdesk/contracts`, as apps/web/tsconfig.json `paths` define them.
const alias = aliasPatterns('apps/web/tsconfig.json');
// Where the site is public: sitemap.xml, robots.txt and the prerendered pages' links name it.
const publicOrigin = normaliseOrigin(process.env.PUBLIC_BASE_URL ?? 'http://localhost:3000');

export default defineConfig({
  root: webRoot,
  // Keep Vite's and Vitest's caches in the workspace node_modules, not in a node_modules folder inside the app.
  cacheDir: '../../node_modules/.vite/web',
  plugins: [
    react(),
    tailwindcss(),
    contractsWithoutSideEffects(),
    seoFiles(publicOrigin),
    clientRoutes(),
    precompressAssets(),
    // The public pages as HTML, rendered in Node by the same code (CSS is the client build's, so no Tailwind here).
    prerenderPages({ plugins: [react(), contractsWithoutSideEffects()], resolve: { alias } }, publicOrigin),
  ],
  resolve: { alias },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true } },
  },
  build: {
    outDir: '../../dist/apps/web',
    emptyOutDir: true,
    modulePreload: {
      // main.tsx imports start-app once the prerendered page has painted. Vite's helper would first append a
      // modulepreload link for each of its dozen chunks, all in one task: 42 ms of main thread on a 4x slowed CPU in the
      // profile of `/` (issue 18), part of the blocking time. The browser finds the same chunks in start-app's imports.
      // The same for the query functions that import their API module when hydration's commit subscribes them (the
      // settings, the test-payments banner's payment config): their links were appended inside that commit, the
      // longest task of `/`, for chunks start-app has mostly loaded already.
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'js' && /(^|\/)(start-app|api-client|get-payment-config)-[^/]*\.js$/.test(filename)
          ? []
          : deps,
    },
  },
});
