import { JwtService } from '@nestjs/jwt';
import { MikroORM } from '@mikro-orm/postgresql';
import { Queue, Worker } from 'bullmq';
import { randomUUID } from 'node:crypto';
import {
  allQueues,
  REGISTRATION_CREATED,
  serviceQueues,
  type EventEnvelope,
  type RegistrationCreatedPayload,
  type StaffRole,
} from '@eventdesk/contracts';
import { EventPublisher, redisOptions } from '@eventdesk/server-kit';
import { createTestOrm, truncateSchema } from '@eventdesk/testing';
import {
  bearer,
  createStaffUser,
  createStaffUsersForAllRoles,
  loginToken,
  logout,
  randomJwtSecret,
  request,
  startGatewayApp,
  type GatewayTestApp,
  type StaffCredentials,
} from '../../../test/gateway-app';
import { AUTH_STORE_UNAVAILABLE } from '../../auth/auth-store';
import { SESSION_INVALID } from '../../auth/staff-auth.guard';
import { identityOrmConfig, IDENTITY_SCHEMA } from '../../database';
import { CROSS_SITE_REFUSED, READ_ONLY_REFUSED } from './queue-board-access';
import { QUEUE_BOARD_AUDIENCE, QUEUE_BOARD_COOKIE, QueueBoardSessions } from './queue-board-sessions';
import { REDACTED } from './redact-personal-fields';

jest.setTimeout(60_000);

const CREATED_QUEUE = `notification.${REGISTRATION_CREATED}`;
const EMAIL_QUEUE = serviceQueues.notification.ticketEmail;

interface BoardJob {
  id: string;
  data: unknown;
}
interface BoardQueue {
  name: string;
  description?: string;
  readOnlyMode: boolean;
  allowRetries: boolean;
  jobs: BoardJob[];
}

/**
 * The operators' queue dashboard (bull-board at /admin/queues) on the real gateway, Redis and PostgreSQL: the
 * cookie exchange, who may open the board, what each role sees and may do, and the cross-site lock on writes.
 */
describe('queue dashboard behind the staff session', () => {
  let gateway: GatewayTestApp;
  let orm: MikroORM;
  let users: Record<StaffRole, StaffCredentials>;
  let publisher: EventPublisher;
  let emailQueue: Queue;
  let failedJobId: string;
  const envelope: EventEnvelope<RegistrationCreatedPayload> = {
    id: randomUUID(),
    name: REGISTRATION_CREATED,
    occurredAt: new Date().toISOString(),
    correlationId: 'queue-board-test',
    payload: {
      registrationId: 4242,
      ref: 'QbRefQbRefQbRefQbRef00',
      fullName: 'Meena Sundaram',
      email: 'meena.board@example.com',
      phone: '+919876543210',
      package: 'vip',
      amount: 5000,
      language: 'en',
    },
  };

  beforeAll(async () => {
    orm = await createTestOrm(identityOrmConfig);
    await truncateSchema(orm, IDENTITY_SCHEMA);
    // Many logins from one address: the login limit must not answer before the board does.
    gateway = await startGatewayApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
    users = await createStaffUsersForAllRoles(gateway);
    // A real event job with personal fields, published the way the outbox relay publishes it.
    publisher = new EventPublisher(gateway.env.REDIS_URL, gateway.env.QUEUE_PREFIX);
    await publisher.publish(envelope);
    // A dead letter on a private queue: a worker that fails its only attempt.
    emailQueue = new Queue(EMAIL_QUEUE, {
      connection: redisOptions(gateway.env.REDIS_URL, 'producer'),
      prefix: gateway.env.QUEUE_PREFIX,
    });
    failedJobId = String((await emailQueue.add('send', { deliveryId: 77 }, { attempts: 1 })).id);
    const worker = new Worker(EMAIL_QUEUE, () => Promise.reject(new Error('smtp refused the message')), {
      connection: redisOptions(gateway.env.REDIS_URL, 'worker'),
      prefix: gateway.env.QUEUE_PREFIX,
    });
    await new Promise<void>((resolve) => worker.once('failed', () => resolve()));
    await worker.close();
  }, 60_000);
  afterAll(async () => {
    await emailQueue?.obliterate({ force: true }).catch(() => undefined);
    await emailQueue?.close();
    for (const consumer of ['notification', 'attendance'] as const) {
      await publisher?.queue(consumer, REGISTRATION_CREATED).obliterate({ force: true });
    }
    await publisher?.close();
    await gateway?.close();
    await orm?.close();
  }, 30_000);

  const origin = () => ({ origin: gateway.url });

  /** POST /api/admin/queue-board/session with a staff token: the status and the cookie it set. */
  async function exchange(token: string) {
    const response = await fetch(`${gateway.url}/api/admin/queue-board/session`, {
      method: 'POST',
      headers: bearer(token),
    });
    const setCookie = response.headers.getSetCookie()[0] ?? '';
    return { status: response.status, setCookie, cookie: setCookie.split(';')[0] ?? '' };
  }

  async function boardCookie(user: StaffCredentials): Promise<string> {
    const { status, cookie } = await exchange(await loginToken(gateway.url, user));
    expect(status).toBe(204);
    return cookie;
  }

  /** A request under /admin/queues; redirects are returned, not followed. */
  function board(
    path: string,
    cookie?: string,
    init: RequestInit & { headers?: Record<string, string> } = {},
  ) {
    return request<unknown>(`${gateway.url}/admin/queues${path}`, {
      redirect: 'manual',
      ...init,
      headers: { ...(cookie && { cookie }), ...init.headers },
    });
  }

  const queuesApi = (cookie?: string, activeQueue = CREATED_QUEUE, status = 'waiting') =>
    board(
      `/api/queues?activeQueue=${encodeURIComponent(activeQueue)}&status=${status}&page=1&jobsPerPage=10`,
      cookie,
    );

  const boardQueue = (body: unknown, name: string) =>
    (body as { queues: BoardQueue[] }).queues.find((queue) => queue.name === name);

  describe('the cookie exchange', () => {
    it('gives admin and super_admin an HttpOnly, SameSite=Strict cookie of /admin/queues for 15 minutes', async () => {
      for (const role of ['admin', 'super_admin'] as const) {
        const token = await loginToken(gateway.url, users[role]);
        const { status, setCookie, cookie } = await exchange(token);
        expect(status).toBe(204);
        expect(setCookie).toMatch(new RegExp(`^${QUEUE_BOARD_COOKIE}=[\\w-]+\\.[\\w-]+\\.[\\w-]+;`));
        expect(setCookie).toContain('; Path=/admin/queues');
        expect(setCookie).toContain('; HttpOnly');
        expect(setCookie).toContain('; SameSite=Strict');
        // NODE_ENV is test here: local HTTP must still get the cookie (Secure is production's).
        expect(setCookie).not.toContain('Secure');
        const claims = new JwtService().decode<Record<string, number | string>>(cookie.split('=')[1] ?? '');
        const staff = new JwtService().decode<Record<string, number | string>>(token);
        expect(claims).toMatchObject({ aud: QUEUE_BOARD_AUDIENCE, jti: staff.jti, sub: staff.sub, role });
        const lifetime = Number(claims.exp) - Date.now() / 1000;
        expect(lifetime).toBeGreaterThan(0);
        expect(lifetime).toBeLessThanOrEqual(15 * 60);
      }
    });

    it('refuses user and lead_manager (403), and a request without a staff token (401)', async () => {
      for (const role of ['user', 'lead_manager'] as const) {
        const { status, setCookie } = await exchange(await loginToken(gateway.url, users[role]));
        expect(status).toBe(403);
        expect(setCookie).toBe('');
      }
      const anonymous = await fetch(`${gateway.url}/api/admin/queue-board/session`, { method: 'POST' });
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.getSetCookie()).toEqual([]);
    });

    it('DELETE clears the cookie (same path, expired)', async () => {
      const response = await fetch(`${gateway.url}/api/admin/queue-board/session`, {
        method: 'DELETE',
        headers: bearer(await loginToken(gateway.url, users.admin)),
      });
      expect(response.status).toBe(204);
      const cleared = response.headers.getSetCookie()[0] ?? '';
      expect(cleared).toMatch(new RegExp(`^${QUEUE_BOARD_COOKIE}=;`));
      expect(cleared).toContain('; Path=/admin/queues');
      expect(cleared).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
    });
  });

  describe('without a valid cookie', () => {
    it('redirects the page to the staff app’s sign-in route and answers the board’s API with 401', async () => {
      for (const path of ['', '/', `/queue/${CREATED_QUEUE}`]) {
        const page = await board(path);
        expect(page.status).toBe(302);
        expect(page.headers.get('location')).toBe('/admin/queue-board');
      }
      const api = await queuesApi();
      expect(api.status).toBe(401);
      expect(api.body).toEqual({ message: SESSION_INVALID });
    });

    it('refuses a forged cookie, an expired one and a staff bearer token sent as the cookie', async () => {
      const admin = new JwtService().decode<{ sub: string; jti: string; iat: number }>(
        await loginToken(gateway.url, users.admin),
      );
      const claims = { sub: admin.sub, username: users.admin.username, role: 'admin', jti: admin.jti };
      const forged = new JwtService({ secret: randomJwtSecret() }).sign(claims, {
        audience: QUEUE_BOARD_AUDIENCE,
        expiresIn: 600,
      });
      const expired = new JwtService({ secret: gateway.env.JWT_SECRET }).sign(claims, {
        audience: QUEUE_BOARD_AUDIENCE,
        expiresIn: -10,
      });
      const bearerToken = await loginToken(gateway.url, users.super_admin);
      for (const value of [forged, expired, bearerToken, 'garbage']) {
        const cookie = `${QUEUE_BOARD_COOKIE}=${value}`;
        expect((await queuesApi(cookie)).status).toBe(401);
        expect((await board('/', cookie)).status).toBe(302);
      }
    });

    it('does not take the cookie as a bearer token, nor a bearer token on the board', async () => {
      const cookie = await boardCookie(users.super_admin);
      const asBearer = await request(`${gateway.url}/api/admin/role`, {
        headers: bearer(cookie.split('=')[1] ?? ''),
      });
      expect(asBearer.status).toBe(401);
      expect(asBearer.body).toEqual({ message: SESSION_INVALID });

      const token = await loginToken(gateway.url, users.super_admin);
      expect((await board('/api/queues', undefined, { headers: bearer(token) })).status).toBe(401);
    });

    it('stops a cookie at once when its login ends (logout) or its user changes (role)', async () => {
      const token = await loginToken(gateway.url, users.admin);
      const { cookie } = await exchange(token);
      expect((await queuesApi(cookie)).status).toBe(200);
      expect((await logout(gateway.url, token)).status).toBe(204);
      const afterLogout = await queuesApi(cookie);
      expect(afterLogout.status).toBe(401);
      expect(afterLogout.body).toEqual({ message: SESSION_INVALID });
      expect((await board('/', cookie)).status).toBe(302);

      const demoted = await createStaffUser(gateway, 'super_admin');
      const demotedCookie = await boardCookie(demoted);
      expect((await queuesApi(demotedCookie)).status).toBe(200);
      const change = await request(`${gateway.url}/api/admin/staff-users/${demoted.id}`, {
        method: 'PATCH',
        headers: {
          ...bearer(await loginToken(gateway.url, users.super_admin)),
          'content-type': 'application/json',
        },
        body: JSON.stringify({ role: 'user' }),
      });
      expect(change.status).toBe(200);
      expect((await queuesApi(demotedCookie)).status).toBe(401);
    });
  });

  describe('admin: a read-only board with personal data redacted', () => {
    let cookie: string;
    beforeAll(async () => {
      cookie = await boardCookie(users.admin);
    });

    it('serves the board’s page and lists every queue of the system with its consumer and event', async () => {
      const page = await board('/', cookie);
      expect(page.status).toBe(200);
      expect(page.body).toContain('<base href="/admin/queues/"');

      const api = await queuesApi(cookie);
      expect(api.status).toBe(200);
      const queues = (api.body as { queues: BoardQueue[] }).queues;
      expect(queues.map((queue) => queue.name).sort()).toEqual(
        allQueues()
          .map((queue) => queue.name)
          .sort(),
      );
      expect(boardQueue(api.body, CREATED_QUEUE)).toMatchObject({
        description: `Event ${REGISTRATION_CREATED}, consumed by notification`,
        readOnlyMode: true,
        allowRetries: false,
      });
      expect(boardQueue(api.body, EMAIL_QUEUE)?.description).toBe('Private queue of notification');
    });

    it('shows the real job with name, e-mail and phone replaced, ids and the event kept', async () => {
      const listed = boardQueue((await queuesApi(cookie)).body, CREATED_QUEUE)?.jobs ?? [];
      const single = await board(`/api/queues/${CREATED_QUEUE}/${envelope.id}`, cookie);
      expect(single.status).toBe(200);
      const expected = {
        ...envelope,
        payload: { ...envelope.payload, fullName: REDACTED, email: REDACTED, phone: REDACTED },
      };
      expect(listed.map((job) => [job.id, job.data])).toEqual([[envelope.id, expected]]);
      expect((single.body as { job: BoardJob }).job.data).toEqual(expected);
      expect(JSON.stringify(single.body)).not.toContain('meena.board@example.com');
    });

    it('refuses every write with 403, same-origin or not, and the job stays failed', async () => {
      const writes = [
        ['PUT', `/api/queues/${EMAIL_QUEUE}/${failedJobId}/retry`],
        ['PUT', `/api/queues/${EMAIL_QUEUE}/retry/failed`],
        ['PUT', `/api/queues/${EMAIL_QUEUE}/${failedJobId}/clean`],
        ['POST', `/api/queues/${EMAIL_QUEUE}/add`],
        ['PATCH', `/api/queues/${EMAIL_QUEUE}/${failedJobId}/update-data`],
      ] as const;
      for (const [method, path] of writes) {
        const response = await board(path, cookie, {
          method,
          headers: { ...origin(), 'content-type': 'application/json' },
          body: '{}',
        });
        expect({ method, path, status: response.status, body: response.body }).toEqual({
          method,
          path,
          status: 403,
          body: { message: READ_ONLY_REFUSED },
        });
      }
      expect(await (await emailQueue.getJob(failedJobId))?.getState()).toBe('failed');
    });
  });

  describe('super_admin: the full board', () => {
    let cookie: string;
    beforeAll(async () => {
      cookie = await boardCookie(users.super_admin);
    });

    it('shows job data in full', async () => {
      const api = await queuesApi(cookie);
      expect(boardQueue(api.body, CREATED_QUEUE)).toMatchObject({ readOnlyMode: false, allowRetries: true });
      expect(boardQueue(api.body, CREATED_QUEUE)?.jobs.map((job) => job.data)).toEqual([envelope]);
    });

    it('refuses a cross-site write: no Origin, a foreign Origin, or Sec-Fetch-Site other than same-origin', async () => {
      const retry = `/api/queues/${EMAIL_QUEUE}/${failedJobId}/retry`;
      const attempts: Record<string, string>[] = [
        {},
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
      ];
      for (const headers of attempts) {
        const response = await board(retry, cookie, { method: 'PUT', headers });
        expect({ headers, status: response.status, body: response.body }).toEqual({
          headers,
          status: 403,
          body: { message: CROSS_SITE_REFUSED },
        });
      }
      expect(await (await emailQueue.getJob(failedJobId))?.getState()).toBe('failed');
    });

    it('retries a failed job from its own origin', async () => {
      const response = await board(`/api/queues/${EMAIL_QUEUE}/${failedJobId}/retry`, cookie, {
        method: 'PUT',
        headers: origin(),
      });
      expect(response.status).toBe(204);
      expect(await (await emailQueue.getJob(failedJobId))?.getState()).toBe('waiting');
    });

    it('takes Sec-Fetch-Site: same-origin in place of an Origin', async () => {
      const response = await board(`/api/queues/${EMAIL_QUEUE}/pause`, cookie, {
        method: 'PUT',
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      expect(response.status).toBe(200);
      expect(await emailQueue.isPaused()).toBe(true);
    });
  });
});

describe('queue dashboard with the revocation store unreachable', () => {
  let gateway: GatewayTestApp;
  let orm: MikroORM;

  beforeAll(async () => {
    orm = await createTestOrm(identityOrmConfig);
    // Nothing listens on port 1: every Redis call fails at once.
    gateway = await startGatewayApp({ REDIS_URL: 'redis://127.0.0.1:1' });
  }, 30_000);
  afterAll(async () => {
    await gateway?.close();
    await orm?.close();
  }, 20_000);

  it('answers 503 to a validly signed cookie: it cannot tell whether its login ended', async () => {
    const admin = await createStaffUser(gateway, 'super_admin');
    const nowSeconds = Date.now() / 1000;
    const { token } = await new QueueBoardSessions(gateway.env.JWT_SECRET, false).issue({
      sub: String(admin.id),
      username: admin.username,
      role: 'super_admin',
      jti: randomUUID(),
      iat: nowSeconds,
      exp: nowSeconds + 600,
    });
    const response = await request(`${gateway.url}/admin/queues/api/queues`, {
      headers: { cookie: `${QUEUE_BOARD_COOKIE}=${token}` },
    });
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ message: AUTH_STORE_UNAVAILABLE });
  });
});
