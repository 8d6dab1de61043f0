import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import type { VerifiedStaffToken } from '@eventdesk/contracts';
import {
  QUEUE_BOARD_AUDIENCE,
  QUEUE_BOARD_SESSION_SECONDS,
  QueueBoardSessions,
} from './queue-board-sessions';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256-000';
const NOW_MS = Date.UTC(2026, 0, 10, 9, 0, 0);

function staffToken(overrides: Partial<VerifiedStaffToken> = {}): VerifiedStaffToken {
  return {
    sub: '7',
    username: 'ops.admin',
    role: 'admin',
    jti: randomUUID(),
    iat: NOW_MS / 1000 - 3600.25,
    exp: NOW_MS / 1000 + 11 * 3600,
    ...overrides,
  };
}

describe('QueueBoardSessions (the queue board cookie)', () => {
  const sessions = new QueueBoardSessions(SECRET, false);

  it('carries the staff token’s jti, sub, iat and role, for 15 minutes, under its own audience', async () => {
    const staff = staffToken();
    const session = await sessions.issue(staff, NOW_MS);
    expect(session.expiresAt).toEqual(new Date(NOW_MS + QUEUE_BOARD_SESSION_SECONDS * 1000));
    const claims = new JwtService({ secret: SECRET }).decode<Record<string, unknown>>(session.token);
    expect(claims).toEqual({
      ...staff,
      exp: NOW_MS / 1000 + QUEUE_BOARD_SESSION_SECONDS,
      aud: QUEUE_BOARD_AUDIENCE,
    });
  });

  it('never outlives the staff token it was exchanged for', async () => {
    const staff = staffToken({ exp: NOW_MS / 1000 + 60 });
    expect((await sessions.issue(staff, NOW_MS)).expiresAt).toEqual(new Date(NOW_MS + 60_000));
  });

  it('verifies its own cookie and refuses a staff bearer token, another secret and an expired cookie', async () => {
    const staff = staffToken({ iat: Date.now() / 1000, exp: Date.now() / 1000 + 3600 });
    const { token } = await sessions.issue(staff);
    expect(await sessions.verify(token)).toEqual({ ...staff, exp: expect.any(Number) });

    const jwt = new JwtService({ secret: SECRET });
    const bearer = jwt.sign(
      { sub: '7', username: 'ops.admin', role: 'admin', jti: randomUUID() },
      { expiresIn: 600 },
    );
    expect(await sessions.verify(bearer)).toBeNull();
    const forged = await new QueueBoardSessions(`${SECRET}-other`, false).issue(staff);
    expect(await sessions.verify(forged.token)).toBeNull();
    const expired = await sessions.issue(staffToken({ exp: Date.now() / 1000 - 5 }));
    expect(await sessions.verify(expired.token)).toBeNull();
    expect(await sessions.verify('not-a-jwt')).toBeNull();
  });

  it('is an HttpOnly, SameSite=Strict cookie of the board’s path, Secure only when asked (production)', () => {
    expect(sessions.cookieOptions()).toEqual({
      httpOnly: true,
      sameSite: 'strict',
      secure: false,
      path: '/admin/queues',
    });
    expect(new QueueBoardSessions(SECRET, true).cookieOptions().secure).toBe(true);
  });
});
