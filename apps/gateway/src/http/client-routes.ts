import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_ROUTES_FILE, clientRoutesManifest, matchesClientRoute } from '@eventdesk/contracts';

/**
 * Whether a path opens a route of the web app, from the route patterns its build wrote (client-routes.json).
 * A build without that file (older than it) knows every path, as the SPA fallback always did.
 */
export function clientRouteMatcher(webDir: string): (path: string) => boolean {
  const file = join(webDir, CLIENT_ROUTES_FILE);
  if (!existsSync(file)) {
    return () => true;
  }
  const { patterns } = clientRoutesManifest.parse(JSON.parse(readFileSync(file, 'utf8')));
  return (path) => patterns.some((pattern) => matchesClientRoute(pattern, path));
}
