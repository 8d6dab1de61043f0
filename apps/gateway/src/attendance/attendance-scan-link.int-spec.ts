import { randomBytes } from 'node:crypto';
import { attendancePatterns, type AttendanceView, type ErrorBody } from '@eventdesk/contracts';
import { request, startGatewayApp, type GatewayTestApp } from '../../test/gateway-app';
import { startPrivateNats, type PrivateNats } from '../../test/private-nats';
import { StandInError, startRpcStandIn, type RpcStandIn } from '../../test/rpc-stand-in';

jest.setTimeout(30_000);

/** Low enough to reach in a test; the production default is 300 a minute per address. */
const RATE_LIMIT_PER_MINUTE = 12;

const newRef = () => randomBytes(16).toString('base64url');
const KNOWN_REF = newRef();

const view: AttendanceView = {
  registration: {
    id: 42,
    fullName: 'மீனா சுந்தரம்',
    email: 'meena@example.com',
    phone: '+91 98430 12345',
    package: 'diamond',
    ticketNumber: 1,
    paymentStatus: 'completed',
    attended: false,
    attendedAt: null,
  },
  status: 'confirmed',
};

/**
 * The attendance service answers by a stand-in (its own lookup is read-only by design and tested in
 * apps/attendance-service); here the gateway route is proven: the same check, the same RPC, the same answer.
 */
describe("GET /api/attendance_update/scan/{ref}: the spec's scan-link path, read-only", () => {
  let nats: PrivateNats;
  let attendance: RpcStandIn;
  let gateway: GatewayTestApp;

  beforeAll(async () => {
    nats = await startPrivateNats();
    attendance = await startRpcStandIn(nats.url, {
      [attendancePatterns.getByRef]: (data) => {
        if ((data as { ref?: string }).ref !== KNOWN_REF) {
          throw new StandInError('NOT_FOUND', 'Registration not found');
        }
        return view;
      },
      // Listened to only to prove that no check-in is ever asked for.
      [attendancePatterns.scan]: () => {
        throw new StandInError('CONFLICT', 'unexpected scan');
      },
    });
    gateway = await startGatewayApp({ NATS_URL: nats.url, RATE_LIMIT_PER_MINUTE });
  }, 40_000);
  afterAll(async () => {
    await gateway?.close();
    await attendance?.close();
    await nats?.stop();
  }, 30_000);
  beforeEach(() => {
    attendance.calls.length = 0;
  });

  const get = <T>(path: string) => request<T>(`${gateway.url}/api${path}`);
  const subjects = () => attendance.calls.map((call) => call.subject);

  it('answers exactly what /api/attendance/{ref} answers, through the read-only lookup only', async () => {
    const viaScanLink = await get<AttendanceView>(`/attendance_update/scan/${KNOWN_REF}`);
    const viaLookup = await get<AttendanceView>(`/attendance/${KNOWN_REF}`);

    expect(viaScanLink.status).toBe(200);
    expect(viaScanLink.body).toEqual(view);
    expect(viaScanLink.body).toEqual(viaLookup.body);
    expect(attendance.calls).toEqual([
      { subject: attendancePatterns.getByRef, data: { ref: KNOWN_REF } },
      { subject: attendancePatterns.getByRef, data: { ref: KNOWN_REF } },
    ]);
    expect(subjects()).not.toContain(attendancePatterns.scan);
  });

  it("answers an unknown ref with the lookup's 404, and a counted integer id with 404 without asking the service", async () => {
    const unknown = newRef();
    const viaScanLink = await get<ErrorBody>(`/attendance_update/scan/${unknown}`);
    expect(viaScanLink.status).toBe(404);
    expect(viaScanLink.body).toEqual((await get<ErrorBody>(`/attendance/${unknown}`)).body);
    expect(viaScanLink.body.message).toBe('Registration not found');

    attendance.calls.length = 0;
    for (const id of ['1', '42', `${KNOWN_REF}x`]) {
      const guessed = await get<ErrorBody>(`/attendance_update/scan/${id}`);
      expect(guessed.status).toBe(404);
      expect(guessed.body).toEqual((await get<ErrorBody>(`/attendance/${id}`)).body);
    }
    expect(attendance.calls).toEqual([]);
  });

  it('is under the per-address rate limit: guessing refs is refused with 429 once the budget is spent', async () => {
    // Earlier tests of this file spent part of the same minute's budget, so count up to the first refusal.
    const statuses: number[] = [];
    while (statuses.length <= RATE_LIMIT_PER_MINUTE && statuses.at(-1) !== 429) {
      statuses.push((await get(`/attendance_update/scan/${newRef()}`)).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 404)).toBe(true);
  });
});
