import type { Plugin } from 'vite';
import { clientRoutePatterns } from '../src/config/client-routes';

/**
 * The name the gateway reads (CLIENT_ROUTES_FILE of @eventdesk/contracts, which this config cannot import;
 * config/client-routes.test.ts checks they agree).
 */
export const CLIENT_ROUTES_FILE = 'client-routes.json';

/** Writes client-routes.json, the route patterns the gateway answers with 200 (apps/gateway/src/http/client-routes.ts). */
export function clientRoutes(): Plugin {
  return {
    name: 'eventdesk:client-routes',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: CLIENT_ROUTES_FILE,
        source: `${JSON.stringify({ patterns: clientRoutePatterns }, null, 2)}\n`,
      });
    },
  };
}
