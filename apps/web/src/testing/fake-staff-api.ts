import type { StaffRole } from '@eventdesk/contracts/common';
import { fakeApi, type FakeCall } from '@/testing/fake-api';

export type SeenCall = FakeCall;

/**
 * The older, untyped face of `fakeApi` for staff screens: routes are free strings answered with a Response,
 * unknown routes get a 404, and the browser is signed in as `role`. New tests use `fakeApi` and its typed routes.
 */
export function fakeStaffApi(role: StaffRole = 'admin', username = `${role}-1`) {
  const api = fakeApi({ unmatched: 'not-found' });
  api.signIn(role, username);
  return { seen: api.seen, on: api.onAny, calls: api.calls };
}

export type FakeStaffApi = ReturnType<typeof fakeStaffApi>;
