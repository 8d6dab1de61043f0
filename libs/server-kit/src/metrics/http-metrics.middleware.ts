import type { NextFunction, Request, Response } from 'express';
import type { Metrics } from './metrics';

/** A request that reached no route of ours: Nest's 404, a body the parser refused, a missing asset. */
export const UNMATCHED_ROUTE = 'unmatched';
/** The built web app: hashed assets, prerendered pages and the SPA fallback (index.html for client routes). */
export const STATIC_ROUTE = 'static';

/** What a request's `route` label needs to know; a slice of Express's request and response. */
export interface RouteFacts {
  method: string;
  baseUrl: string;
  route?: { path?: unknown; methods?: Record<string, boolean> };
  statusCode: number;
}

/** Express knows about 34 verbs; a route bound to this many of them one by one was bound with `app.all`. */
const EVERY_VERB_THRESHOLD = 20;

/**
 * Nest binds `consumer.apply(...).forRoutes('{*splat}')` middleware (request logging) as an Express route on every
 * verb, so Express leaves it in `req.route` when no handler's route matches after it. An @All() handler is
 * marked `_all` instead.
 */
function isMiddlewareBinding(route: NonNullable<RouteFacts['route']>): boolean {
  const methods = route.methods ?? {};
  return !methods._all && Object.keys(methods).length >= EVERY_VERB_THRESHOLD;
}

/**
 * The `route` label, from a bounded set so a scan of random URLs cannot create series without end:
 * - a matched handler's route: its template with the router's base (`/api/admin/meta-leads/:id/history`), never
 *   the raw URL;
 * - no route, a GET or HEAD answered below 400: `static` (the web app's files and pages are answered outside the
 *   router);
 * - anything else without a route: `unmatched`.
 */
export function routeLabel(facts: RouteFacts): string {
  const template = facts.route && !isMiddlewareBinding(facts.route) ? facts.route.path : undefined;
  if (template !== undefined) {
    return `${facts.baseUrl}${typeof template === 'string' ? template : String(template)}` || '/';
  }
  if ((facts.method === 'GET' || facts.method === 'HEAD') && facts.statusCode < 400) {
    return STATIC_ROUTE;
  }
  return UNMATCHED_ROUTE;
}

/**
 * Observes `eventdesk_http_request_duration_seconds` when the response is finished; the route is read then, once
 * the router has matched it. A request whose client hung up before the answer ended is not counted.
 */
export function httpMetricsMiddleware(metrics: Metrics) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const stop = metrics.httpRequestDuration.startTimer();
    res.once('finish', () => {
      stop({
        method: req.method,
        route: routeLabel({
          method: req.method,
          baseUrl: req.baseUrl,
          route: req.route as RouteFacts['route'],
          statusCode: res.statusCode,
        }),
        status: String(res.statusCode),
      });
    });
    next();
  };
}
