import { z } from 'zod';

/**
 * The web build writes the client router's path patterns to this file at the root of its output
 * (apps/web/tools/client-routes-plugin.ts); the gateway reads it to answer a path no route knows with HTTP 404.
 */
export const CLIENT_ROUTES_FILE = 'client-routes.json';

export const clientRoutesManifest = z.object({ patterns: z.array(z.string().startsWith('/')) });
export type ClientRoutesManifest = z.infer<typeof clientRoutesManifest>;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * Whether `pathname` opens the route `pattern` as react-router matches it: letters in any case, a trailing slash
 * allowed, `:name` one non-empty segment, a final `*` any rest.
 */
export function matchesClientRoute(pattern: string, pathname: string): boolean {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  if (expected.at(-1) === '*') {
    expected.pop();
    if (actual.length < expected.length) {
      return false;
    }
  } else if (actual.length !== expected.length) {
    return false;
  }
  return expected.every(
    (segment, index) => segment.startsWith(':') || segment.toLowerCase() === actual[index].toLowerCase(),
  );
}
