import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server that accepts and keeps mail, for development and tests (DESIGN: honest stand-ins).
 * GET /messages lists what arrived, parsed (subject, text, html, attachments) and raw; DELETE /messages clears it.
 * POST /control {"rejectNext": n} makes the next n messages fail with a 451, to exercise retries.
 */
export interface StoredMail {
  id: number;
  from: string;
  to: string[];
  messageId: string;
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; cid: string | null; size: number }>;
  raw: string;
  receivedAt: string;
}

/**
 * What a StoredMail keeps and no more: mailparser's derived forms (text rendered as HTML with its links found, HTML
 * turned into text, cid: images inlined as data URIs) were most of the sink's CPU per mail in a ticket rush, and
 * nothing reads them. Every mail eventdesk sends has its own text part.
 */
const PARSE_OPTIONS = {
  skipHtmlToText: true,
  skipTextToHtml: true,
  skipTextLinks: true,
  skipImageLinks: true,
};

export interface SmtpSink {
  smtpPort: number;
  httpPort: number;
  messages: StoredMail[];
  close(): Promise<void>;
}

export async function startSmtpSink(
  smtpPort: number,
  httpPort: number,
  host = '127.0.0.1',
): Promise<SmtpSink> {
  const messages: StoredMail[] = [];
  let rejectNext = 0;
  let nextId = 1;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (rejectNext > 0) {
          rejectNext -= 1;
          const error = Object.assign(new Error('Temporary failure, try again later'), { responseCode: 451 });
          return callback(error);
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw, PARSE_OPTIONS)
          .then((parsed) => {
            messages.push({
              id: nextId++,
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              messageId: parsed.messageId ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              attachments: parsed.attachments.map((a) => ({
                filename: a.filename ?? '',
                contentType: a.contentType,
                cid: a.cid ?? null,
                size: a.size,
              })),
              raw: raw.toString('utf8'),
              receivedAt: new Date().toISOString(),
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  // A sender that dies mid-conversation (kill -9 of notification-service) resets its connection; without a
  // listener that 'error' crashed the sink and every message it had kept was lost (found by tools/faults).
  smtp.on('error', (error: Error) => process.stderr.write(`smtp-sink: ${error.message}\n`));
  await new Promise<void>((resolve) => smtp.listen(smtpPort, host, resolve));
  const http = createServer((req: IncomingMessage, res: ServerResponse) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (url.pathname === '/messages' && req.method === 'GET') {
      // ?summary=1: envelope and Message-ID only, for callers that count thousands of messages (tools/faults).
      return send(
        200,
        url.searchParams.get('summary') === '1'
          ? messages.map(({ id, from, to, messageId, subject, receivedAt }) => ({
              id,
              from,
              to,
              messageId,
              subject,
              receivedAt,
            }))
          : messages,
      );
    }
    if (url.pathname === '/messages' && req.method === 'DELETE') {
      messages.length = 0;
      return send(200, { ok: true });
    }
    if (url.pathname === '/control' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        rejectNext = Number((JSON.parse(body || '{}') as { rejectNext?: number }).rejectNext ?? 0);
        send(200, { rejectNext });
      });
      return;
    }
    send(404, { message: 'not found' });
  });
  await new Promise<void>((resolve) => http.listen(httpPort, host, resolve));
  const smtpAddress = smtp.server.address();
  const httpAddress = http.address();
  return {
    smtpPort: typeof smtpAddress === 'object' && smtpAddress ? smtpAddress.port : smtpPort,
    httpPort: typeof httpAddress === 'object' && httpAddress ? httpAddress.port : httpPort,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        http.close();
        smtp.close(() => resolve());
      }),
  };
}

if (require.main === module) {
  const smtpPort = Number(process.env.SMTP_SINK_PORT ?? 2525);
  const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 8025);
  void startSmtpSink(smtpPort, httpPort).then((sink) => {
    process.stdout.write(
      `smtp-sink: SMTP on ${sink.smtpPort}, messages at http://127.0.0.1:${sink.httpPort}/messages\n`,
    );
  });
}
