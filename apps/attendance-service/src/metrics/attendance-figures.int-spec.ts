import { Logger } from '@nestjs/common';
import { ticketIssuedPayload } from '@eventdesk/contracts';
import { Metrics } from '@eventdesk/server-kit';
import { metricSamples, metricValue } from '@eventdesk/testing';
import { paymentCompleted, registrationCreated } from '../../test/events';
import { startAttendanceTestKit, type AttendanceTestKit } from '../../test/attendance-test-kit';
import { RegistrationEventsConsumer } from '../attendees/registration-events.consumer';
import { AttendanceFigures } from './attendance-figures';

Logger.overrideLogger(['error']);

describe('attendance figures on /metrics (real PostgreSQL)', () => {
  let kit: AttendanceTestKit;
  let metrics: Metrics;

  beforeAll(async () => {
    kit = await startAttendanceTestKit('attendance-figures');
    metrics = new Metrics('attendance');
    new AttendanceFigures(metrics, kit.orm.em);
  });
  afterAll(() => kit.close());
  beforeEach(() => kit.reset());

  const scrape = async () => (await metrics.exposition()).body;
  const tickets = (body: string, state: string) => metricValue(body, 'eventdesk_tickets', { state });

  /** Pays for a registration (the ticket is issued) and returns the ticket's QR token and id. */
  async function paidTicket() {
    const event = paymentCompleted();
    await kit.payments.onPaymentCompleted(event);
    const rows = (await kit.orm.em
      .fork()
      .getConnection()
      .execute(`select payload from attendance.outbox_event where payload->>'registrationId' = ?`, [
        String(event.payload.registrationId),
      ])) as Array<{ payload: unknown }>;
    const issued = ticketIssuedPayload.parse(rows[0]?.payload);
    return { token: issued.qrToken, ticketId: issued.ticketId };
  }

  it('reports both states, zeros included, on an empty schema', async () => {
    expect(metricSamples(await scrape(), 'eventdesk_tickets')).toEqual([
      { labels: { state: 'issued_unused', app: 'attendance' }, value: 0 },
      { labels: { state: 'checked_in', app: 'attendance' }, value: 0 },
    ]);
  });

  it('moves a ticket from issued_unused to checked_in at the door, and back when staff undo it', async () => {
    const first = await paidTicket();
    const second = await paidTicket();
    await paidTicket();
    // An unpaid registration has no ticket.
    await new RegistrationEventsConsumer(kit.orm.em).onRegistrationCreated(registrationCreated());
    let body = await scrape();
    expect(tickets(body, 'issued_unused')).toBe(3);
    expect(tickets(body, 'checked_in')).toBe(0);

    await kit.checkIn.scan({ qrToken: first.token, staff: 'door-1' });
    await kit.checkIn.scan({ qrToken: second.token, staff: 'door-2' });
    // A repeated scan is refused and changes nothing.
    await expect(kit.checkIn.scan({ qrToken: first.token, staff: 'door-1' })).rejects.toMatchObject({
      code: 'TICKET_ALREADY_USED',
    });
    body = await scrape();
    expect(tickets(body, 'issued_unused')).toBe(1);
    expect(tickets(body, 'checked_in')).toBe(2);

    await kit.checkIn.undo({ ticketId: second.ticketId, staff: 'manager' });
    body = await scrape();
    expect(tickets(body, 'issued_unused')).toBe(2);
    expect(tickets(body, 'checked_in')).toBe(1);
  });
});
