import type { StaffRole } from '@eventdesk/contracts/common';
import { vi } from 'vitest';
import { ADMIN_TOKEN_STORAGE_KEY } from '@/lib/api-client';

export type SeenCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
};
type Answer = (call: SeenCall) => Response | Promise<Response>;

/**
 * Answers the app's fetch calls from a table of `METHOD /api/path` handlers (as the qr-scanner test does) and
 * records every call, so a test can check exactly what the screen sent. Signs in as `role`.
 */
export function fakeStaffApi(role: StaffRole = 'admin', username = `${role}-1`) {
  const seen: SeenCall[] = [];
  const answers = new Map<string, Answer>([['GET /api/admin/role', () => Response.json({ role, username })]]);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : (init?.body ?? undefined);
    const authorization = new Headers(init?.headers).get('Authorization');
    const call = { method, path: url.pathname, query: url.searchParams, body, authorization };
    seen.push(call);
    const answer = answers.get(`${method} ${url.pathname}`);
    return answer ? answer(call) : Response.json({ message: 'Not found' }, { status: 404 });
  });
  localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'staff-token');
  return {
    seen,
    on: (route: string, answer: Answer) => answers.set(route, answer),
    calls: (route: string) => seen.filter((call) => `${call.method} ${call.path}` === route),
  };
}

export type FakeStaffApi = ReturnType<typeof fakeStaffApi>;
