import { paths } from './paths';

type PathTree = { readonly path: string } | { readonly [name: string]: PathTree };

function patternsIn(tree: PathTree): string[] {
  if (typeof tree.path === 'string') {
    return [tree.path];
  }
  return Object.values(tree as Record<string, PathTree>).flatMap(patternsIn);
}

/**
 * Every route pattern of config/paths.ts but the catch-all 404: the build writes them to client-routes.json so the
 * gateway answers any other path with HTTP 404 (and this app's 404 page).
 */
export const clientRoutePatterns: string[] = patternsIn(paths).filter((pattern) => pattern !== '*');
