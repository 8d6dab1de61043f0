import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * A real HTTP server standing in for WhatsApp, for development and tests. It accepts both formats the
 * notification service speaks and keeps what arrived:
 *   GET  /webhook?number=&message=&medialink=   the spec's webhook
 *   POST /{phone-number-id}/messages            WhatsApp Cloud API template message (Bearer token, JSON)
 *   GET  /messages  what arrived;  DELETE /messages  forget it
 *   POST /control {"failNext": n}   the next n send requests are answered 500, to exercise retries
 *   GET  /health
 */
export interface StoredWhatsAppMessage {
  id: string;
  format: 'webhook' | 'cloud-api';
  to: string;
  /** webhook: the message text; cloud-api: the template's body parameters joined with ", ". */
  text: string;
  mediaUrl: string;
  phoneNumberId: string | null;
  template: { name: string; language: string; parameters: string[] } | null;
  authorization: string | null;
  receivedAt: string;
}

export interface WhatsAppSink {
  port: number;
  url: string;
  messages: StoredWhatsAppMessage[];
  close(): Promise<void>;
}

interface CloudTemplateBody {
  messaging_product?: string;
  to?: string;
  type?: string;
  template?: {
    name?: string;
    language?: { code?: string };
    components?: Array<{
      type?: string;
      parameters?: Array<{ type?: string; text?: string; image?: { link?: string } }>;
    }>;
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

export async function startWhatsAppSink(port: number, host = '127.0.0.1'): Promise<WhatsAppSink> {
  const messages: StoredWhatsAppMessage[] = [];
  let failNext = 0;
  const newId = () => `wamid.${randomBytes(12).toString('hex')}`;

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const failing = () => {
      if (failNext > 0) {
        failNext -= 1;
        send(500, { error: { message: 'stand-in told to fail', code: 131000 } });
        return true;
      }
      return false;
    };

    if (url.pathname === '/health') {
      return send(200, { status: 'ok' });
    }
    if (url.pathname === '/messages' && req.method === 'GET') {
      return send(200, messages);
    }
    if (url.pathname === '/messages' && req.method === 'DELETE') {
      messages.length = 0;
      return send(200, { ok: true });
    }
    if (url.pathname === '/control' && req.method === 'POST') {
      void readBody(req).then((body) => {
        failNext = Number((JSON.parse(body || '{}') as { failNext?: number }).failNext ?? 0);
        send(200, { failNext });
      });
      return;
    }
    if (url.pathname === '/webhook' && req.method === 'GET') {
      const number = url.searchParams.get('number');
      const message = url.searchParams.get('message');
      if (!number || !message) {
        return send(400, { error: 'number and message are required' });
      }
      if (failing()) {
        return;
      }
      const id = newId();
      messages.push({
        id,
        format: 'webhook',
        to: number,
        text: message,
        mediaUrl: url.searchParams.get('medialink') ?? '',
        phoneNumberId: null,
        template: null,
        authorization: req.headers.authorization ?? null,
        receivedAt: new Date().toISOString(),
      });
      return send(200, { status: 'queued', id });
    }
    const cloud = /^\/(?:v[\d.]+\/)?([^/]+)\/messages$/.exec(url.pathname);
    if (cloud && req.method === 'POST') {
      void readBody(req).then((raw) => {
        const authorization = req.headers.authorization ?? null;
        if (!authorization?.startsWith('Bearer ')) {
          return send(401, { error: { message: 'Invalid OAuth access token', code: 190 } });
        }
        let body: CloudTemplateBody;
        try {
          body = JSON.parse(raw) as CloudTemplateBody;
        } catch {
          return send(400, { error: { message: 'Invalid JSON', code: 100 } });
        }
        const template = body.template;
        if (
          body.messaging_product !== 'whatsapp' ||
          body.type !== 'template' ||
          !body.to ||
          !template?.name
        ) {
          return send(400, { error: { message: 'Expected a template message', code: 100 } });
        }
        if (failing()) {
          return;
        }
        const components = template.components ?? [];
        const parameters = (components.find((c) => c.type === 'body')?.parameters ?? []).map(
          (p) => p.text ?? '',
        );
        const id = newId();
        messages.push({
          id,
          format: 'cloud-api',
          to: body.to,
          text: parameters.join(', '),
          mediaUrl: components.find((c) => c.type === 'header')?.parameters?.[0]?.image?.link ?? '',
          phoneNumberId: cloud[1] ?? null,
          template: { name: template.name, language: template.language?.code ?? '', parameters },
          authorization,
          receivedAt: new Date().toISOString(),
        });
        send(200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id }],
        });
      });
      return;
    }
    send(404, { message: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: actualPort,
    url: `http://${host}:${actualPort}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (require.main === module) {
  const port = Number(process.env.WHATSAPP_SINK_PORT ?? 8026);
  void startWhatsAppSink(port).then((sink) => {
    process.stdout.write(
      `whatsapp-sink: webhook ${sink.url}/webhook, Cloud API ${sink.url}/{phone-number-id}/messages, messages at ${sink.url}/messages\n`,
    );
  });
}
