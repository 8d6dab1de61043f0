import { connect } from 'node:net';
import { createTransport } from 'nodemailer';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/**
 * A sender that vanishes in the middle of a message: its connection is reset, not closed (as when the process is
 * killed). smtp-server stays quiet about a reset outside a transaction, so this one comes after MAIL FROM.
 */
async function resetConnection(port: number): Promise<void> {
  const socket = connect({ port, host: '127.0.0.1' });
  const reply = () => new Promise<void>((resolve) => socket.once('data', () => resolve()));
  await reply();
  for (const line of [
    'EHLO crashing-sender',
    'MAIL FROM:<a@example.com>',
    'RCPT TO:<b@example.com>',
    'DATA',
  ]) {
    socket.write(`${line}\r\n`);
    await reply();
  }
  socket.write('Subject: cut short\r\n\r\nhalf a mess');
  socket.resetAndDestroy();
  await new Promise((resolve) => setTimeout(resolve, 200));
}

describe('SMTP stand-in', () => {
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink(0, 0);
  });
  afterAll(() => sink.close());

  it('keeps running, and keeps its mail, when a sender is killed mid-conversation', async () => {
    const mailer = createTransport({
      host: '127.0.0.1',
      port: sink.smtpPort,
      secure: false,
      ignoreTLS: true,
    });
    await mailer.sendMail({
      from: 'a@example.com',
      to: 'b@example.com',
      subject: 'before',
      text: 'x',
      messageId: '<before@test>',
    });
    await resetConnection(sink.smtpPort);
    await mailer.sendMail({
      from: 'a@example.com',
      to: 'b@example.com',
      subject: 'after',
      text: 'x',
      messageId: '<after@test>',
    });

    // ?summary=1: envelope and Message-ID only (the fault suite counts thousands of messages).
    const summary = (await (
      await fetch(`http://127.0.0.1:${sink.httpPort}/messages?summary=1`)
    ).json()) as Array<Record<string, unknown>>;
    expect(summary.map((m) => m.messageId)).toEqual(['<before@test>', '<after@test>']);
    expect(Object.keys(summary[0] ?? {}).sort()).toEqual([
      'from',
      'id',
      'messageId',
      'receivedAt',
      'subject',
      'to',
    ]);
  });
});
