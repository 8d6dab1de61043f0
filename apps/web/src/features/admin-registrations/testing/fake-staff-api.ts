import type { StaffRole } from '@eventdesk/contracts/common';
import type { AdminRegistrationPage, AdminRegistrationRow } from '@eventdesk/contracts/registration';
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
 * records every call, so a test can check exactly what the screen sent.
 */
export function fakeStaffApi(role: StaffRole = 'admin') {
  const seen: SeenCall[] = [];
  const answers = new Map<string, Answer>([
    ['GET /api/admin/role', () => Response.json({ role, username: `${role}-1` })],
  ]);
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

export function registrationRow(overrides: Partial<AdminRegistrationRow> = {}): AdminRegistrationRow {
  return {
    id: 101,
    ref: 'ref-101',
    fullName: 'Meena Sundaram',
    email: 'meena@example.com',
    phone: '+91 98430 12345',
    type: 'individual',
    businessName: null,
    package: 'gold',
    amount: 3600,
    referenceType: null,
    referredBy: null,
    language: 'en',
    paymentStatus: 'pending',
    registeredAt: '2025-10-01T04:30:00.000Z',
    followupStatus: null,
    followupNotes: null,
    lastFollowupAt: null,
    lastFollowupBy: null,
    paidAmount: null,
    paymentMethod: null,
    paidAt: null,
    ticketNumber: 1,
    isAdditionalTicket: false,
    parentRegistrationId: null,
    needsReview: false,
    reviewNote: null,
    updatedAt: '2025-10-02T04:30:00.000Z',
    lastUpdatedBy: null,
    ...overrides,
  };
}

export function registrationPage(
  items: AdminRegistrationRow[],
  overrides: Partial<AdminRegistrationPage> = {},
): AdminRegistrationPage {
  const total = overrides.total ?? items.length;
  return { items, total, page: 1, pageSize: 10, pageCount: Math.max(1, Math.ceil(total / 10)), ...overrides };
}
