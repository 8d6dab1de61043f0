import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import type { StaffRole } from '@eventdesk/contracts';
import { PUBLIC_ROUTE } from '@eventdesk/server-kit';
import { REQUIRED_ROLES } from '../src/auth/roles.decorator';

/** One route as the HTTP server really serves it, with the access rules the staff guard reads for it. */
export interface DiscoveredRoute {
  /** `GET /api/admin/role`; Nest's path syntax (`:id`). */
  key: string;
  method: string;
  path: string;
  /**
   * handler: a controller method, behind the staff guard. express: mounted on Express directly (OpenAPI docs,
   * static files); the guard never runs. middleware: what Nest binds to every HTTP verb of a path for
   * `consumer.apply(...).forRoutes(...)` (request logging, correlation id), which passes on to the handler.
   */
  kind: 'handler' | 'express' | 'middleware';
  public: boolean;
  /** @Roles of the handler, else of its controller; undefined: any signed-in staff member. */
  roles?: StaffRole[];
}

interface ExpressLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  rawPath?: unknown;
  name?: string;
}

/** Express knows about 34 verbs; a route bound to this many of them was bound to all. */
const EVERY_VERB_THRESHOLD = 20;

const joinPath = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;

function asList(value: unknown): string[] {
  if (Array.isArray(value)) {
    return value.map(String);
  }
  return [value === undefined ? '' : String(value)];
}

/** Every handler of every controller, keyed by `METHOD path` without the global prefix. */
function nestHandlers(app: INestApplication): Map<string, Omit<DiscoveredRoute, 'key' | 'path' | 'kind'>> {
  const scanner = new MetadataScanner();
  const handlers = new Map<string, Omit<DiscoveredRoute, 'key' | 'path' | 'kind'>>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | undefined;
      if (!controller) {
        continue;
      }
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name] as object;
        const requestMethod = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (requestMethod === undefined) {
          continue;
        }
        const method = RequestMethod[requestMethod];
        const isPublic =
          Reflect.getMetadata(PUBLIC_ROUTE, handler) === true ||
          Reflect.getMetadata(PUBLIC_ROUTE, controller) === true;
        const roles = (Reflect.getMetadata(REQUIRED_ROLES, handler) ??
          Reflect.getMetadata(REQUIRED_ROLES, controller)) as StaffRole[] | undefined;
        for (const base of asList(Reflect.getMetadata(PATH_METADATA, controller))) {
          for (const path of asList(Reflect.getMetadata(PATH_METADATA, handler))) {
            handlers.set(`${method} ${joinPath(base, path)}`, { method, public: isPublic, roles });
          }
        }
      }
    }
  }
  return handlers;
}

/**
 * What the running app serves, from Express's own router (so nothing registered is missed), each route matched
 * to its Nest handler's metadata (so @Public and @Roles are what the guard will read). Middleware mounted under
 * /api or /admin is listed as `USE <path>`.
 */
export function discoverRoutes(app: INestApplication, globalPrefix = 'api'): DiscoveredRoute[] {
  const handlers = nestHandlers(app);
  const express = app.getHttpAdapter().getInstance() as { router: { stack: ExpressLayer[] } };
  const routes: DiscoveredRoute[] = [];
  for (const layer of express.router.stack) {
    if (!layer.route) {
      // Mounts under the API's prefix or the staff area are ways in that the staff guard never sees.
      const mount = typeof layer.rawPath === 'string' ? layer.rawPath : '';
      if ([`/${globalPrefix}`, '/admin'].some((area) => mount === area || mount.startsWith(`${area}/`))) {
        const key = `USE ${mount}`;
        if (!routes.some((route) => route.key === key)) {
          routes.push({ key, method: 'USE', path: mount, kind: 'express', public: true });
        }
      }
      continue;
    }
    const verbs = Object.keys(layer.route.methods).filter((verb) => layer.route?.methods[verb]);
    // @All() handlers set `_all`; a route naming every verb one by one is Nest's middleware binding.
    const middleware = !verbs.includes('_all') && verbs.length >= EVERY_VERB_THRESHOLD;
    const methods = verbs.includes('_all') || middleware ? ['ALL'] : verbs.map((verb) => verb.toUpperCase());
    for (const path of asList(layer.route.path)) {
      for (const method of methods) {
        const key = `${middleware ? 'MIDDLEWARE' : method} ${path}`;
        if (routes.some((route) => route.key === key)) {
          continue;
        }
        const unprefixed = path.startsWith(`/${globalPrefix}/`) ? path.slice(globalPrefix.length + 1) : path;
        const handler = middleware
          ? undefined
          : (handlers.get(`${method} ${unprefixed}`) ?? handlers.get(`${method} ${path}`));
        routes.push(
          handler
            ? { key, method, path, kind: 'handler', public: handler.public, roles: handler.roles }
            : { key, method, path, kind: middleware ? 'middleware' : 'express', public: true },
        );
      }
    }
  }
  return routes;
}
