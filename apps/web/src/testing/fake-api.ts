import type { StaffRole } from '@eventdesk/contracts/common';
import { onTestFinished, vi } from 'vitest';
import { ADMIN_TOKEN_STORAGE_KEY } from '@/lib/api-client';
import type { ApiAnswers, ApiRoute } from '@/testing/api-answers';

/** One request the screen sent, as the fake saw it. */
export type FakeCall = {
  method: string;
  path: string;
  /** The `:name` segments of the route that answered. */
  params: Record<string, string>;
  query: URLSearchParams;
  /** Parsed JSON, a FormData, or undefined. */
  body: unknown;
  headers: Headers;
  authorization: string | null;
};

/** A contract body, a Response (errors, odd bodies), or a function of the call giving either. */
export type FakeAnswer<T> = T | Response | ((call: FakeCall) => T | Response | Promise<T | Response>);

type Handler = { method: string; pattern: RegExp; names: string[]; answer: FakeAnswer<unknown> };

function compile(route: string, answer: FakeAnswer<unknown>): Handler {
  const [method = '', path = ''] = route.split(' ');
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        names.push(segment.slice(1));
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { method, pattern: new RegExp(`^${source}$`), names, answer };
}

function readBody(body: BodyInit | null | undefined): unknown {
  return typeof body === 'string' ? (JSON.parse(body) as unknown) : (body ?? undefined);
}

type FakeApiOptions = {
  /** Answer unknown routes with a 404 instead of failing the test: for tests of the shell, whose screens' data they ignore. */
  unmatched?: 'fail' | 'not-found';
};

/**
 * Stands in for the gateway in component and route tests: answers the app's fetch calls from typed
 * `METHOD /api/path` handlers and records every call. A request no handler matches fails the test when it
 * ends (and gets a 501 meanwhile), so a screen cannot quietly call something the test never looked at.
 * Later `on` calls for the same route win, so a test can override what its `beforeEach` set up.
 */
export function fakeApi({ unmatched = 'fail' }: FakeApiOptions = {}) {
  const handlers: Handler[] = [];
  const seen: FakeCall[] = [];
  const unanswered: string[] = [];

  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const handler = handlers.find((h) => h.method === method && h.pattern.test(url.pathname));
    const values = handler?.pattern.exec(url.pathname)?.slice(1) ?? [];
    const params = Object.fromEntries(
      handler?.names.map((name, i) => [name, decodeURIComponent(values[i] ?? '')]) ?? [],
    );
    const headers = new Headers(init?.headers);
    const call: FakeCall = {
      method,
      path: url.pathname,
      params,
      query: url.searchParams,
      body: readBody(init?.body),
      headers,
      authorization: headers.get('Authorization'),
    };
    seen.push(call);
    if (!handler) {
      if (unmatched === 'not-found') {
        return Response.json({ message: 'Not found' }, { status: 404 });
      }
      unanswered.push(`${method} ${url.pathname}`);
      return Response.json({ message: `fake API: no answer for ${method} ${url.pathname}` }, { status: 501 });
    }
    const answer = typeof handler.answer === 'function' ? await handler.answer(call) : handler.answer;
    // A Response given as a value answers every matching call: each gets its own copy of the body.
    return answer instanceof Response ? answer.clone() : Response.json(answer);
  });

  if (unmatched === 'fail') {
    onTestFinished(() => {
      if (unanswered.length > 0) {
        throw new Error(
          `fake API: the screen called routes the test did not answer: ${unanswered.join(', ')}`,
        );
      }
    });
  }

  const api = {
    /** Every call, in order. */
    seen,
    /** Calls no handler answered (the test fails with these when it ends). */
    unanswered,
    on<R extends ApiRoute>(route: R, answer: FakeAnswer<ApiAnswers[R]>) {
      handlers.unshift(compile(route, answer as FakeAnswer<unknown>));
    },
    /** A route the typed table lacks, answered with a raw Response (prefer adding it to ApiAnswers). */
    onAny(route: string, answer: (call: FakeCall) => Response | Promise<Response>) {
      handlers.unshift(compile(route, answer));
    },
    /** The calls a route answered, e.g. `calls('POST /api/registrations/:ref/resend-ticket')`. */
    calls(route: ApiRoute | (string & {})): FakeCall[] {
      const { method, pattern } = compile(route, undefined);
      return seen.filter((call) => call.method === method && pattern.test(call.path));
    },
    /** Signs the browser in as staff: a token in storage, and the role the gateway reports for it. */
    signIn(role: StaffRole = 'admin', username = `${role}-1`) {
      localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'staff-token');
      api.on('GET /api/admin/role', { role, username });
    },
  };
  return api;
}

export type FakeApi = ReturnType<typeof fakeApi>;
