import { Logger } from '@nestjs/common';
import {
  ATTENDANCE_CHECK_IN_UNDONE,
  ATTENDANCE_CHECKED_IN,
  checkedInPayload,
  checkInUndonePayload,
  TICKET_ISSUED,
  ticketIssuedPayload,
} from '@eventdesk/contracts';
import { paymentCompleted } from '../../test/events';
import { startAttendanceTestKit, type AttendanceTestKit } from '../../test/attendance-test-kit';

jest.setTimeout(30_000);
Logger.overrideLogger(['error']);

/** The door tells the registration side (issue 16 item 5): one event per admission and per undo, none otherwise. */
describe('check-in events in the outbox (real PostgreSQL)', () => {
  let kit: AttendanceTestKit;

  beforeAll(async () => {
    kit = await startAttendanceTestKit('attendance-check-in-events');
  });
  afterAll(() => kit.close());
  beforeEach(() => kit.reset());

  const events = async (name: string) =>
    (
      (await kit.orm.em
        .fork()
        .getConnection()
        .execute(`select payload from attendance.outbox_event where name = ? order by created_at`, [
          name,
        ])) as Array<{ payload: unknown }>
    ).map((row) => row.payload);

  it('records attendance.checked-in once per admission (not for a replay or a refusal) and the undo', async () => {
    const paid = paymentCompleted();
    await kit.payments.onPaymentCompleted(paid);
    const [issued] = await events(TICKET_ISSUED);
    const { qrToken, ticketId } = ticketIssuedPayload.parse(issued);

    const admitted = await kit.checkIn.scan({ qrToken, nonce: 'nonce-1', staff: 'door-1' });
    await kit.checkIn.scan({ qrToken, nonce: 'nonce-1', staff: 'door-1' });
    await expect(kit.checkIn.scan({ qrToken, nonce: 'nonce-2', staff: 'door-2' })).rejects.toThrow(
      /Already Attended/,
    );
    const checkedIn = (await events(ATTENDANCE_CHECKED_IN)).map((payload) => checkedInPayload.parse(payload));
    expect(checkedIn).toEqual([
      {
        ticketId,
        registrationId: paid.payload.registrationId,
        checkedInAt: admitted.registration.attendedAt,
        checkedInBy: 'door-1',
      },
    ]);

    await kit.checkIn.undo({ ticketId, staff: 'admin-1' });
    const undone = (await events(ATTENDANCE_CHECK_IN_UNDONE)).map((payload) =>
      checkInUndonePayload.parse(payload),
    );
    expect(undone).toEqual([
      {
        ticketId,
        registrationId: paid.payload.registrationId,
        previousCheckedInAt: admitted.registration.attendedAt,
        undoneAt: expect.any(String),
        undoneBy: 'admin-1',
      },
    ]);
  });
});
