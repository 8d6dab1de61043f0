import { randomUUID } from 'node:crypto';
import { simpleParser } from 'mailparser';
import {
  controlStandIn,
  emitPaymentCompleted,
  qrTokenOf,
  registerVisitor,
  waitForAttendanceRecord,
  waitForTicket,
  whatsAppMessages,
  type Registered,
} from './support/fulfilment';
import { waitFor } from './support/ports';
import { startStack, sunkMail, type Stack } from './support/stack';
import { staffToken } from './support/staff';

jest.setTimeout(120_000);

const json = (token?: string) => ({
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

describe('fulfilment and check-in through real processes', () => {
  let stack: Stack;
  let doorToken: string;
  let adminToken: string;

  beforeAll(async () => {
    stack = await startStack('fulfilment');
    doorToken = await staffToken(stack, 'door-staff', 'user');
    adminToken = await staffToken(stack, 'door-admin', 'admin');
  }, 120_000);
  afterAll(() => stack?.stop());

  const ticketMails = async (to: string) =>
    (await sunkMail(stack)).filter((mail) => mail.to.includes(to) && /Your ticket for/.test(mail.subject));
  const scan = (qrToken: string, token: string | undefined, nonce?: string) =>
    fetch(`${stack.baseUrl}/api/attendance/scan`, {
      method: 'POST',
      headers: json(token),
      body: JSON.stringify({ qrToken, nonce }),
    });

  /** Registers, waits for its registration mail, completes its payment and waits for the ticket. */
  async function paidVisitor(overrides: Parameters<typeof registerVisitor>[1] = {}) {
    const visitor = await registerVisitor(stack, overrides);
    await waitForAttendanceRecord(stack, visitor.ref);
    await emitPaymentCompleted(stack, visitor);
    const { qrCode } = await waitForTicket(stack, visitor.ref);
    return { visitor, qrCode, token: await qrTokenOf(qrCode) };
  }

  it('issues the ticket, e-mails it with the QR inline and sends one WhatsApp message', async () => {
    const visitor = await registerVisitor(stack, { fullName: 'Lakshmi Narayanan', package: 'diamond' });
    await waitForAttendanceRecord(stack, visitor.ref);
    // Before the payment: the registration is known, its QR is not issued yet.
    const early = await fetch(`${stack.baseUrl}/api/registrations/${visitor.ref}/qrcode`);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { message: string }).message).toMatch(/^Payment not completed yet/);
    const pending = (await (await fetch(`${stack.baseUrl}/api/attendance/${visitor.ref}`)).json()) as {
      status: string;
    };
    expect(pending.status).toBe('payment_pending');

    await emitPaymentCompleted(stack, visitor);

    const [mail] = await waitFor('ticket e-mail', async () => {
      const mails = await ticketMails(visitor.email);
      return mails.length ? mails : undefined;
    });
    const parsed = await simpleParser(mail?.raw ?? '', { keepCidLinks: true });
    expect(parsed.subject).toBe(`Your ticket for Coimbatore Business Conference 2025 (ID ${visitor.id})`);
    expect(parsed.html).toContain('src="cid:ticket-qr@eventdesk"');
    expect(parsed.text).toContain(`${stack.baseUrl}/attendance/${visitor.ref}`);
    const attachment = parsed.attachments[0];
    expect(attachment).toMatchObject({ contentType: 'image/png', cid: 'ticket-qr@eventdesk' });

    const { qrCode } = await waitForTicket(stack, visitor.ref);
    const token = await qrTokenOf(qrCode);
    expect(await qrTokenOf(`data:image/png;base64,${attachment?.content.toString('base64')}`)).toBe(token);

    const png = await fetch(`${stack.baseUrl}/api/registrations/${visitor.ref}/qrcode.png`);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await png.arrayBuffer()).toString('base64')).toBe(qrCode.split(',')[1]);

    const message = await waitFor('WhatsApp message', async () =>
      (await whatsAppMessages(stack)).find((m) => m.to === visitor.phone.replace(/\D/g, '')),
    );
    expect(message.mediaUrl).toBe(`${stack.baseUrl}/api/registrations/${visitor.ref}/qrcode.png`);
    expect(message.text).toContain(`ID: ${visitor.id}, Name: Lakshmi Narayanan, Email: ${visitor.email}`);
    expect(message.text).toContain('Package: Diamond, Amount: ₹5,100');

    const tickets = await stack.db.query(
      `select registration_id from attendance.ticket where registration_id = $1`,
      [visitor.id],
    );
    expect(tickets.rows).toHaveLength(1);
    const deliveries = await waitFor('both deliveries sent', async () => {
      const { rows } = await stack.db.query<{ channel: string; status: string; attempts: number }>(
        `select channel, status, attempts from notification.delivery
          where event_name = 'ticket.issued.v1' and payload->>'registrationRef' = $1 order by channel`,
        [visitor.ref],
      );
      return rows.every((row) => row.status === 'sent') && rows.length === 2 ? rows : undefined;
    });
    expect(deliveries).toEqual([
      { channel: 'email', status: 'sent', attempts: 1 },
      { channel: 'whatsapp', status: 'sent', attempts: 1 },
    ]);

    const unknown = await fetch(`${stack.baseUrl}/api/registrations/${'A'.repeat(22)}/qrcode`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Registration not found', code: 'NOT_FOUND' });
    expect((await fetch(`${stack.baseUrl}/api/registrations/${visitor.id}/qrcode`)).status).toBe(404);
  });

  it('issues nothing twice when the payment event is published twice', async () => {
    const { visitor } = await paidVisitor();
    await emitPaymentCompleted(stack, visitor);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await ticketMails(visitor.email)).toHaveLength(1);
    const whatsapp = (await whatsAppMessages(stack)).filter((m) => m.to === visitor.phone.replace(/\D/g, ''));
    expect(whatsapp).toHaveLength(1);
    const { rows } = await stack.db.query(`select id from attendance.ticket where registration_id = $1`, [
      visitor.id,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('checks a ticket in once for staff only, refuses tampered tokens, and an admin can undo it', async () => {
    const { visitor, token } = await paidVisitor({ fullName: 'Senthil Kumar' });

    const anonymous = await scan(token, undefined);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'Admin token not found' });

    const tampered = await scan(`${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`, doorToken);
    expect(tampered.status).toBe(400);
    expect(((await tampered.json()) as { message: string }).message).toMatch(/^Invalid QR code/);
    expect((await scan('', doorToken)).status).toBe(400);

    const nonce = randomUUID();
    const first = await scan(token, doorToken, nonce);
    expect(first.status).toBe(200);
    const admitted = (await first.json()) as {
      message: string;
      ticketId: number;
      registration: { fullName: string };
    };
    expect(admitted).toMatchObject({
      message: 'Attendance marked successfully',
      registration: { fullName: 'Senthil Kumar', id: visitor.id },
    });
    const retried = await scan(token, doorToken, nonce);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual(admitted);

    const repeat = await scan(token, doorToken);
    expect(repeat.status).toBe(409);
    expect(((await repeat.json()) as { message: string }).message).toMatch(
      /^Already Attended: this ticket was used on .+ IST \(scanned by door-staff\)$/,
    );

    const byCaller = await fetch(`${stack.baseUrl}/api/admin/attendance/${admitted.ticketId}/check-in`, {
      method: 'DELETE',
      headers: json(doorToken),
    });
    expect(byCaller.status).toBe(403);
    const undo = await fetch(`${stack.baseUrl}/api/admin/attendance/${admitted.ticketId}/check-in`, {
      method: 'DELETE',
      headers: json(adminToken),
    });
    expect(undo.status).toBe(200);
    expect(await undo.json()).toMatchObject({
      ticketId: admitted.ticketId,
      previousCheckedInBy: 'door-staff',
    });
    expect((await scan(token, doorToken)).status).toBe(200);

    const { rows } = await stack.db.query<{ action: string; outcome: string; staff: string }>(
      `select action, outcome, staff from attendance.check_in_log where ticket_id = $1 order by id`,
      [admitted.ticketId],
    );
    expect(rows.map((row) => `${row.action}:${row.outcome}:${row.staff}`)).toEqual([
      'scan:admitted:door-staff',
      'scan:replayed:door-staff',
      'scan:already_used:door-staff',
      'undo:undone:door-admin',
      'scan:admitted:door-staff',
    ]);
  });

  it('answers the stats to any staff member and refuses them to the public', async () => {
    expect((await fetch(`${stack.baseUrl}/api/admin/attendance/stats`)).status).toBe(401);
    const response = await fetch(`${stack.baseUrl}/api/admin/attendance/stats`, { headers: json(doorToken) });
    expect(response.status).toBe(200);
    const stats = (await response.json()) as {
      total: number;
      attended: number;
      pending: number;
      attendanceRate: number;
    };
    expect(stats.total).toBeGreaterThanOrEqual(3);
    expect(stats.pending).toBe(stats.total - stats.attended);
    expect(stats.attendanceRate).toBe(Math.round((stats.attended * 1000) / stats.total) / 10);
  });

  it('never changes state from the public attendance page', async () => {
    const { visitor } = await paidVisitor();
    const stats = async () =>
      (await fetch(`${stack.baseUrl}/api/admin/attendance/stats`, { headers: json(doorToken) })).json();
    const before = await stats();
    for (let i = 0; i < 5; i += 1) {
      const view = (await (await fetch(`${stack.baseUrl}/api/attendance/${visitor.ref}`)).json()) as {
        status: string;
        registration: { attended: boolean; attendedAt: string | null };
      };
      expect(view).toMatchObject({
        status: 'confirmed',
        registration: { attended: false, attendedAt: null },
      });
    }
    expect(await stats()).toEqual(before);
    const { rows } = await stack.db.query(
      `select l.id from attendance.check_in_log l join attendance.ticket t on t.id = l.ticket_id where t.registration_id = $1`,
      [visitor.id],
    );
    expect(rows).toHaveLength(0);
    expect((await fetch(`${stack.baseUrl}/api/attendance/${visitor.id}`)).status).toBe(404);
  });

  it('still sends exactly one e-mail when the notification service is killed (-9) mid-job', async () => {
    const visitor: Registered = await registerVisitor(stack, { fullName: 'Divya Prakash' });
    await waitForAttendanceRecord(stack, visitor.ref);
    await waitFor('registration e-mail (sent before the SMTP server starts refusing)', async () =>
      (await sunkMail(stack)).some((mail) => mail.to.includes(visitor.email)),
    );
    await controlStandIn(stack.mailUrl, { rejectNext: 4 });
    await emitPaymentCompleted(stack, visitor);
    const attempted = await waitFor(
      'a refused attempt of the ticket e-mail',
      async () => {
        const { rows } = await stack.db.query<{ attempts: number; last_error: string | null }>(
          `select attempts, last_error from notification.delivery
            where channel = 'email' and event_name = 'ticket.issued.v1' and recipient = $1`,
          [visitor.email],
        );
        return rows[0]?.last_error ? rows[0] : undefined;
      },
      30_000,
      20,
    );
    expect(attempted.attempts).toBeGreaterThanOrEqual(1);

    await stack.app('notification-service').stop('SIGKILL');
    expect(stack.app('notification-service').exited).toBe(true);
    await stack.restartApp('notification-service');

    await waitFor(
      'ticket e-mail after the restart',
      async () => (await ticketMails(visitor.email)).length > 0,
      60_000,
    );
    const row = await waitFor('delivery recorded as sent', async () => {
      const { rows } = await stack.db.query<{ status: string; attempts: number }>(
        `select status, attempts from notification.delivery
          where channel = 'email' and event_name = 'ticket.issued.v1' and recipient = $1`,
        [visitor.email],
      );
      return rows[0]?.status === 'sent' ? rows[0] : undefined;
    });
    expect(row.attempts).toBeGreaterThanOrEqual(2);
    // Give a duplicate the chance to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await ticketMails(visitor.email)).toHaveLength(1);
    const whatsapp = (await whatsAppMessages(stack)).filter((m) => m.to === visitor.phone.replace(/\D/g, ''));
    expect(whatsapp).toHaveLength(1);
  });
});
