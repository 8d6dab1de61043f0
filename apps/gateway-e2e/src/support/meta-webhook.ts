import { createHmac } from 'node:crypto';
import type { Stack } from './stack';

/** A lead as the Graph API stand-in takes it (Meta's `field_data`); it answers the id it gave the lead. */
export interface GraphLeadInput {
  platform?: 'fb' | 'ig';
  ad_name?: string;
  field_data: Array<{ name: string; values: string[] }>;
}

export async function addGraphLead(stack: Stack, lead: GraphLeadInput): Promise<string> {
  const response = await fetch(`${stack.graphApiUrl}/control/leads`, {
    method: 'POST',
    body: JSON.stringify(lead),
  });
  const { ids } = (await response.json()) as { ids: string[] };
  return ids[0]!;
}

/** Meta's leadgen notification for one lead: a "page" entry with ids only. */
export function leadgenNotification(leadgenId: string): string {
  const pageId = '104000000000001';
  return JSON.stringify({
    object: 'page',
    entry: [
      {
        id: pageId,
        time: Math.floor(Date.now() / 1000),
        changes: [
          { field: 'leadgen', value: { leadgen_id: leadgenId, page_id: pageId, form_id: '900000000000004' } },
        ],
      },
    ],
  });
}

/** POSTs `body` to the gateway's webhook signed as Meta signs (HMAC-SHA256 of the raw body); another secret forges. */
export function postMetaWebhook(stack: Stack, body: string, secret = stack.metaAppSecret): Promise<Response> {
  return fetch(`${stack.baseUrl}/api/webhooks/meta-leads`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
    },
    body,
  });
}

/** Meta's subscription check with `token` as the verify token. */
export function verifyMetaWebhook(stack: Stack, token: string, challenge: string): Promise<Response> {
  const query = new URLSearchParams({
    'hub.mode': 'subscribe',
    'hub.verify_token': token,
    'hub.challenge': challenge,
  });
  return fetch(`${stack.baseUrl}/api/webhooks/meta-leads?${query.toString()}`);
}
