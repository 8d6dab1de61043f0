import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * `routes` with the lazy parts of the routes matching `pathname` already loaded. Hydrating prerendered HTML needs
 * the page's screen on the first render: a router still loading a lazy route would render its HydrateFallback
 * instead, which does not match the HTML.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<RouteObject[]> {
  const matched = new Set((matchRoutes(routes, pathname) ?? []).map((match) => match.route));
  const load = async (route: RouteObject): Promise<RouteObject> => {
    const children = route.children ? await Promise.all(route.children.map(load)) : undefined;
    const withChildren = { ...route, children } as RouteObject;
    if (!matched.has(route) || typeof route.lazy !== 'function') {
      return withChildren;
    }
    return { ...withChildren, ...(await route.lazy()), lazy: undefined } as RouteObject;
  };
  return Promise.all(routes.map(load));
}
