import { JwtService } from '@nestjs/jwt';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { staffRoles, type StaffRole } from '@eventdesk/contracts';
import { createTestOrm, truncateSchema } from '@eventdesk/testing';
import {
  bearer,
  createStaffUsersForAllRoles,
  loginToken,
  logout,
  randomJwtSecret,
  request,
  startGatewayApp,
  type GatewayTestApp,
  type StaffCredentials,
} from '../../test/gateway-app';
import { discoverRoutes, type DiscoveredRoute } from '../../test/route-discovery';
import { identityOrmConfig, IDENTITY_SCHEMA } from '../database';

jest.setTimeout(120_000);

/**
 * Every @Public() route. A route missing from here fails the suite: making a route public is a decision someone
 * has to write down, not the side effect of forgetting @Roles.
 */
const PUBLIC_ROUTES = [
  'GET /health/live',
  'GET /health/ready',
  'POST /api/admin/login',
  'GET /api/settings',
  'GET /api/seats',
  // A proof-of-work challenge for a seat hold that needs one (challenges.controller.ts).
  'GET /api/challenge',
  'POST /api/registrations',
  'GET /api/registrations/:ref',
  'POST /api/registrations/:parentRef/additional-ticket',
  'GET /api/registrations/:ref/qrcode',
  'GET /api/registrations/:ref/qrcode.png',
  // Resends only to the stored address, 3 an hour per registration (ticket-resend.controller.ts).
  'POST /api/registrations/:ref/resend-ticket',
  // The event's calendar entry, from the public settings.
  'GET /api/event.ics',
  'GET /api/attendance/:ref',
  // The spec's scan-link path: the same read-only lookup by ref.
  'GET /api/attendance_update/scan/:ref',
  'POST /api/coupons/check',
  'POST /api/contact-messages',
  'POST /api/pitch-applications',
  'GET /api/payment-config',
  'POST /api/initiate_payment',
  'GET /api/payment/checkout/:orderId',
  'POST /api/payment/callback',
  'POST /api/payment/save',
  'GET /api/payment/orders/:orderId',
  'GET /api/payments/:ref',
  'POST /api/payments/:ref/proof',
  'POST /api/payment-sandbox/transaction',
  'GET /api/payment-sandbox/:trackingId',
  'POST /api/payment-sandbox/:trackingId/complete',
  // Meta signs the POST (X-Hub-Signature-256) and proves the GET with the verify token.
  'GET /api/webhooks/meta-leads',
  'POST /api/webhooks/meta-leads',
];

/** Served by Express outside Nest's router, so no guard runs: the OpenAPI docs. */
const OUTSIDE_NEST = [
  'GET /api/docs',
  'GET /api/docs/',
  'GET /api/docs/index.html',
  'GET /api/docs/LICENSE',
  'GET /api/docs/swagger-ui-init.js',
  'GET /api/docs/docs/swagger-ui-init.js',
  'GET /api/docs/openapi.json',
  'GET /api/docs-yaml',
  'USE /api/docs',
  'USE /api/docs/docs',
  // The queue board (bull-board): its own cookie check, not the guard (queue-board-access.ts; see the test below).
  'USE /admin/queues',
];

type Caller = 'no token' | 'forged token' | 'expired token' | 'revoked token' | StaffRole;
const UNAUTHENTICATED: Caller[] = ['no token', 'forged token', 'expired token', 'revoked token'];
const CALLERS: Caller[] = [...UNAUTHENTICATED, ...staffRoles];

/** A concrete URL for a route pattern: dummy values for parameters (a 400 or 404 from the handler is fine). */
function concretePath(pattern: string): string {
  return pattern.replace(/:\w+/g, '999999').replace(/\{?\*\w+\}?/g, 'x');
}

function expectedFor(route: DiscoveredRoute, caller: Caller): string {
  if (UNAUTHENTICATED.includes(caller)) {
    return '401';
  }
  return route.roles && !route.roles.includes(caller as StaffRole) ? '403' : 'not 401/403';
}

function outcome(status: number, expected: string): string {
  if (expected === 'not 401/403') {
    return status === 401 || status === 403 ? String(status) : expected;
  }
  return String(status);
}

async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(run))));
  }
  return results;
}

describe('authorization of every route the gateway serves (discovered, not listed)', () => {
  let gateway: GatewayTestApp;
  let orm: MikroORM;
  let routes: DiscoveredRoute[];
  let users: Record<StaffRole, StaffCredentials>;
  let revokedToken: string;

  beforeAll(async () => {
    orm = await createTestOrm(identityOrmConfig);
    await truncateSchema(orm, IDENTITY_SCHEMA);
    // Hundreds of calls from one address: the per-address limits must not answer before the guard does.
    gateway = await startGatewayApp({
      RATE_LIMIT_PER_MINUTE: 100_000,
      LOGIN_RATE_LIMIT_PER_MINUTE: 1000,
      FORM_RATE_LIMIT_PER_HOUR: 100_000,
    });
    routes = discoverRoutes(gateway.app);
    users = await createStaffUsersForAllRoles(gateway);
    revokedToken = await loginToken(gateway.url, users.super_admin);
    expect((await logout(gateway.url, revokedToken)).status).toBe(204);
  }, 60_000);
  afterAll(async () => {
    await gateway?.close();
    await orm?.close();
  }, 20_000);

  const guarded = () => routes.filter((route) => route.kind === 'handler' && !route.public);

  function signed(user: StaffCredentials, secret: string, expiresIn: number): string {
    const claims = { sub: String(user.id), username: user.username, role: user.role, jti: randomUUID() };
    return new JwtService({ secret }).sign(claims, { expiresIn, algorithm: 'HS256' });
  }

  /** A fresh token per call for the roles: a route with side effects (logout) must not spoil the next call. */
  function headersFor(caller: Caller): Record<string, string> {
    if (caller === 'no token') {
      return {};
    }
    if (caller === 'forged token') {
      return bearer(signed(users.super_admin, randomJwtSecret(), 600));
    }
    if (caller === 'expired token') {
      return bearer(signed(users.super_admin, gateway.env.JWT_SECRET, -10));
    }
    if (caller === 'revoked token') {
      return bearer(revokedToken);
    }
    return bearer(signed(users[caller], gateway.env.JWT_SECRET, 600));
  }

  it('finds the routes (sanity check of the discovery itself)', () => {
    const keys = routes.map((route) => route.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/admin/role',
        'POST /api/admin/logout',
        'PATCH /api/admin/staff-users/:id',
        'GET /health/live',
      ]),
    );
    expect(routes.find((route) => route.key === 'PATCH /api/admin/staff-users/:id')?.roles).toEqual([
      'super_admin',
    ]);
    // Seat holds (issue 12 §1): admins only; a caller or lead manager gets 403 in the table below.
    for (const key of ['GET /api/admin/seats/holds', 'POST /api/admin/seats/holds/release']) {
      expect(routes.find((route) => route.key === key)?.roles).toEqual(['admin', 'super_admin']);
    }
    // The contact-message inbox (issue 16 item 2): admins only.
    for (const key of ['GET /api/admin/contact-messages', 'PATCH /api/admin/contact-messages/:id/handled']) {
      expect(routes.find((route) => route.key === key)?.roles).toEqual(['admin', 'super_admin']);
    }
    // The queue board's cookie exchange: admins only, like the board itself.
    for (const key of ['POST /api/admin/queue-board/session', 'DELETE /api/admin/queue-board/session']) {
      expect(routes.find((route) => route.key === key)?.roles).toEqual(['admin', 'super_admin']);
    }
  });

  it('guards every /api/admin route except the login', () => {
    const unguardedAdmin = routes
      .filter((route) => route.path.startsWith('/api/admin') && route.kind !== 'middleware')
      .filter((route) => route.kind !== 'handler' || route.public)
      .map((route) => route.key);
    expect(unguardedAdmin).toEqual(['POST /api/admin/login']);
  });

  it('has exactly the listed public routes (add a new one to PUBLIC_ROUTES on purpose)', () => {
    const publicRoutes = routes
      .filter((route) => route.kind === 'handler' && route.public)
      .map((route) => route.key);
    expect([...publicRoutes].sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('has exactly the listed routes outside Nest (the guard never sees them)', () => {
    const outside = routes.filter((route) => route.kind === 'express').map((route) => route.key);
    expect([...outside].sort()).toEqual([...OUTSIDE_NEST].sort());
  });

  it.each(CALLERS)('keeps the queue board shut to a bearer token, any role, or none: %s', async (caller) => {
    const api = await request(`${gateway.url}/admin/queues/api/queues`, { headers: headersFor(caller) });
    const page = await request(`${gateway.url}/admin/queues`, {
      headers: headersFor(caller),
      redirect: 'manual',
    });
    expect([api.status, page.status, page.headers.get('location')]).toEqual([401, 302, '/admin/queue-board']);
  });

  it.each(CALLERS)('answers every guarded route as its @Roles say, for: %s', async (caller) => {
    const targets = guarded();
    expect(targets.length).toBeGreaterThan(5);
    const results = await inBatches(targets, 8, async (route) => {
      const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
      const response = await request(`${gateway.url}${concretePath(route.path)}`, {
        method: route.method === 'ALL' ? 'GET' : route.method,
        headers: {
          ...headersFor(caller),
          ...(hasBody && { 'content-type': 'application/json' }),
        },
        body: hasBody ? '{}' : undefined,
      });
      const expected = expectedFor(route, caller);
      return { route: route.key, expected, got: outcome(response.status, expected) };
    });
    // One table of every route: a mismatch shows the route, what it should answer and what it did.
    expect(results.filter((result) => result.got !== result.expected)).toEqual([]);
  });
});
