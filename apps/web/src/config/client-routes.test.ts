import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTES_FILE, clientRoutesManifest, matchesClientRoute } from '@eventdesk/contracts/common';
import { routes } from '@/app/router';
import { clientRoutePatterns } from '@/config/client-routes';
import { CLIENT_ROUTES_FILE as WRITTEN_FILE } from '../../tools/client-routes-plugin';

function routePathsOf(tree: RouteObject[]): string[] {
  return tree.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...routePathsOf(route.children ?? []),
  ]);
}

/** A path that opens `pattern`: each `:param` filled with a sample value. */
const sampleOf = (pattern: string) => pattern.replace(/:[^/]+/g, 'SAMPLE-REF_1');
const isKnown = (path: string) => clientRoutePatterns.some((pattern) => matchesClientRoute(pattern, path));

describe('client routes (the gateway answers 404 for every other path)', () => {
  const routerPaths = routePathsOf(routes).filter((path) => path !== '*');

  it('lists every route of the router', () => {
    expect(routerPaths.length).toBeGreaterThan(30);
    expect(routerPaths.filter((path) => !isKnown(sampleOf(path)))).toEqual([]);
  });

  it('lists no pattern the router does not serve, and not the catch-all', () => {
    expect([...clientRoutePatterns].sort()).toEqual([...new Set(routerPaths)].sort());
  });

  it('is written under the name the gateway reads, in the shape it parses', () => {
    expect(WRITTEN_FILE).toBe(CLIENT_ROUTES_FILE);
    expect(clientRoutesManifest.parse({ patterns: clientRoutePatterns }).patterns).toEqual(
      clientRoutePatterns,
    );
  });

  it.each(['/payment/AbC123', '/registration-success/AbC123/', '/admin/pitches/7', '/EVENTS'])(
    'knows %s',
    (path) => expect(isKnown(path)).toBe(true),
  );

  it.each(['/no-such-page', '/payment', '/payment/a/b', '/admin/unknown', '/admin', '/favicon.png'])(
    'does not know %s',
    (path) => expect(isKnown(path)).toBe(false),
  );
});
