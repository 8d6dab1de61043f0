import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * A real HTTP server standing in for Meta's Graph API (lead retrieval), for development and tests. It answers in
 * Meta's shapes, so the leads service's adapter is exercised as it is against Meta:
 *   GET  /{version}/{leadgen_id}?access_token=&fields=   the lead (only the asked fields, `id` always)
 *        wrong or missing token → 400 OAuthException code 190; unknown id → 400 GraphMethodException code 100/33
 *   POST /control/leads  a lead or a list of leads (Graph shape; `id` generated when absent) → {ids}
 *   DELETE /control/leads  forget every lead (and the request log)
 *   POST /control {"failNext": n}   the next n lead requests are answered 500 (Meta's transient error), for retries
 *   GET  /requests  the lead requests that arrived (path, leadgen id, token, status answered)
 *   GET  /health
 */
export interface GraphApiLead {
  id: string;
  created_time?: string;
  ad_id?: string;
  ad_name?: string;
  adset_name?: string;
  campaign_name?: string;
  form_id?: string;
  platform?: string;
  is_organic?: boolean;
  field_data?: Array<{ name: string; values: string[] }>;
}

export interface GraphApiRequest {
  leadgenId: string;
  version: string;
  accessToken: string | null;
  fields: string[];
  status: number;
  at: string;
}

export interface GraphApiStandIn {
  port: number;
  url: string;
  /** The token the stand-in accepts as a page access token. */
  accessToken: string;
  leads: Map<string, GraphApiLead>;
  requests: GraphApiRequest[];
  /** Adds a lead (an `id` is made up when absent) and returns it. */
  addLead(lead: Omit<GraphApiLead, 'id'> & { id?: string }): GraphApiLead;
  failNext(count: number): void;
  close(): Promise<void>;
}

export interface GraphApiStandInOptions {
  port: number;
  host?: string;
  accessToken?: string;
}

export const GRAPH_API_STAND_IN_TOKEN = 'stand-in-page-token';

const LEAD_PATH = /^\/(v\d+\.\d+)\/(\d{1,32})$/;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

/** Meta's error envelope; `fbtrace_id` is what Meta asks for in a bug report. */
function graphError(message: string, type: string, code: number, extra: Record<string, unknown> = {}) {
  return { error: { message, type, code, ...extra, fbtrace_id: randomBytes(8).toString('base64url') } };
}

/** Numeric ids, as Meta's lead ids are, so the webhook contract's `^\d+$` accepts them. */
function newLeadId(): string {
  return `${Date.now()}${randomBytes(3).readUIntBE(0, 3).toString().padStart(8, '0')}`;
}

function pick(lead: GraphApiLead, fields: string[]): Record<string, unknown> {
  if (!fields.length) {
    return { id: lead.id, created_time: lead.created_time };
  }
  const picked: Record<string, unknown> = { id: lead.id };
  for (const field of fields) {
    const value = (lead as unknown as Record<string, unknown>)[field];
    if (value !== undefined) {
      picked[field] = value;
    }
  }
  return picked;
}

export async function startGraphApiStandIn(options: GraphApiStandInOptions): Promise<GraphApiStandIn> {
  const host = options.host ?? '127.0.0.1';
  const accessToken = options.accessToken || GRAPH_API_STAND_IN_TOKEN;
  const leads = new Map<string, GraphApiLead>();
  const requests: GraphApiRequest[] = [];
  let failNext = 0;

  const addLead = (input: Omit<GraphApiLead, 'id'> & { id?: string }): GraphApiLead => {
    const lead: GraphApiLead = {
      ...input,
      id: input.id ?? newLeadId(),
      created_time: input.created_time ?? new Date().toISOString().replace(/\.\d{3}Z$/, '+0000'),
      field_data: input.field_data ?? [],
    };
    leads.set(lead.id, lead);
    return lead;
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://stand-in');

    if (url.pathname === '/health') {
      return send(200, { status: 'ok' });
    }
    if (url.pathname === '/requests' && req.method === 'GET') {
      return send(200, requests);
    }
    if (url.pathname === '/control' && req.method === 'POST') {
      void readBody(req).then((body) => {
        failNext = Number((JSON.parse(body || '{}') as { failNext?: number }).failNext ?? 0);
        send(200, { failNext });
      });
      return;
    }
    if (url.pathname === '/control/leads' && req.method === 'POST') {
      void readBody(req).then((raw) => {
        try {
          const body = JSON.parse(raw || '[]') as GraphApiLead | GraphApiLead[];
          const added = (Array.isArray(body) ? body : [body]).map(addLead);
          send(200, { ids: added.map((lead) => lead.id) });
        } catch {
          send(400, { error: 'a lead or a list of leads, as JSON' });
        }
      });
      return;
    }
    if (url.pathname === '/control/leads' && req.method === 'DELETE') {
      leads.clear();
      requests.length = 0;
      return send(200, { ok: true });
    }
    const path = LEAD_PATH.exec(url.pathname);
    if (path && req.method === 'GET') {
      const [, version = '', leadgenId = ''] = path;
      const token = url.searchParams.get('access_token');
      const fields = (url.searchParams.get('fields') ?? '').split(',').filter(Boolean);
      const answer = (status: number, body: unknown) => {
        requests.push({
          leadgenId,
          version,
          accessToken: token,
          fields,
          status,
          at: new Date().toISOString(),
        });
        send(status, body);
      };
      if (failNext > 0) {
        failNext -= 1;
        return answer(
          500,
          graphError(
            'An unexpected error has occurred. Please retry your request later.',
            'OAuthException',
            2,
            {
              is_transient: true,
            },
          ),
        );
      }
      if (token !== accessToken) {
        return answer(
          400,
          graphError('Invalid OAuth access token - Cannot parse access token', 'OAuthException', 190),
        );
      }
      const lead = leads.get(leadgenId);
      if (!lead) {
        return answer(
          400,
          graphError(
            `Unsupported get request. Object with ID '${leadgenId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
            'GraphMethodException',
            100,
            { error_subcode: 33 },
          ),
        );
      }
      return answer(200, pick(lead, fields));
    }
    send(404, graphError('Unknown path components', 'OAuthException', 2500));
  });
  await new Promise<void>((resolve) => server.listen(options.port, host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    port,
    url: `http://${host}:${port}`,
    accessToken,
    leads,
    requests,
    addLead,
    failNext: (count) => {
      failNext = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (require.main === module) {
  const port = Number(process.env.GRAPH_API_STAND_IN_PORT ?? 8027);
  // The leads service sends META_PAGE_ACCESS_TOKEN; in development both read the same .env.
  const accessToken = process.env.GRAPH_API_STAND_IN_TOKEN || process.env.META_PAGE_ACCESS_TOKEN || undefined;
  void startGraphApiStandIn({ port, accessToken }).then((standIn) => {
    process.stdout.write(
      `graph-api-stand-in: leads at ${standIn.url}/{version}/{leadgen_id}, add leads with POST ${standIn.url}/control/leads\n`,
    );
  });
}
