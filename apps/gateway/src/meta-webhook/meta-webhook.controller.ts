import { Controller, Get, Header, Headers, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  leadsRpcs,
  metaLeadgenValue,
  metaWebhookBody,
  metaWebhookVerifyQuery,
  type MetaLeadgenValue,
  type StoreMetaWebhookCommand,
  type StoreMetaWebhookReply,
} from '@eventdesk/contracts';
import { DomainError, Public, RpcClient } from '@eventdesk/server-kit';
import { WebhookThrottled } from '../http/form-throttle';
import { META_WEBHOOK_ROUTE } from './meta-webhook-raw-body';
import { constantTimeEquals, isGenuineSignature } from './meta-webhook-signature';

export const META_WEBHOOK_OPTIONS = Symbol('META_WEBHOOK_OPTIONS');

export interface MetaWebhookOptions {
  /** Meta app secret (the HMAC key); empty: the POST answers 503, never accepting an unsigned body. */
  appSecret: string;
  /** The token typed into Meta's webhook settings; empty: verification is refused. */
  verifyToken: string;
}

export const WEBHOOK_NOT_CONFIGURED = 'Webhook not configured';
export const WEBHOOK_BAD_SIGNATURE = 'Invalid signature';

/** At most this many notifications per call to leads-service (its contract's limit). */
const NOTIFICATIONS_PER_CALL = 500;

/**
 * Meta's leadgen webhook (public: Meta signs instead of logging in). The POST is answered 200 only once
 * leads-service has stored every notification, so anything we did not keep is retried by Meta.
 */
@ApiTags('meta webhook')
@Public()
@Controller(META_WEBHOOK_ROUTE)
export class MetaWebhookController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(META_WEBHOOK_OPTIONS) private readonly options: MetaWebhookOptions,
  ) {}

  /** The subscription check: echo `hub.challenge` when the verify token matches, else 403. */
  @Get()
  @WebhookThrottled()
  @ApiOperation({ summary: 'Meta’s subscription check: echoes hub.challenge when hub.verify_token matches' })
  @Header('Content-Type', 'text/plain; charset=utf-8')
  verify(@Query() query: Record<string, unknown>): string {
    const parsed = metaWebhookVerifyQuery.safeParse(query);
    const { verifyToken } = this.options;
    if (
      !parsed.success ||
      !verifyToken ||
      !constantTimeEquals(parsed.data['hub.verify_token'], verifyToken)
    ) {
      throw new DomainError('FORBIDDEN', 'Verification refused');
    }
    return parsed.data['hub.challenge'];
  }

  @Post()
  @HttpCode(200)
  @WebhookThrottled()
  @ApiOperation({
    summary:
      'Leadgen notifications signed with X-Hub-Signature-256 (64 kB at most); 200 once leads-service stored them',
  })
  async receive(
    @Req() req: Request,
    @Headers('x-hub-signature-256') signature: string | undefined,
  ): Promise<StoreMetaWebhookReply> {
    if (!this.options.appSecret) {
      throw new DomainError('SERVICE_UNAVAILABLE', WEBHOOK_NOT_CONFIGURED);
    }
    // The raw parser left the bytes as they came; anything else (no body) has nothing genuine to check.
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (!isGenuineSignature(raw, signature, this.options.appSecret)) {
      throw new DomainError('UNAUTHORIZED', WEBHOOK_BAD_SIGNATURE);
    }
    const notifications = leadgenNotifications(raw);
    const reply: StoreMetaWebhookReply = { stored: 0, duplicates: 0 };
    const receivedAt = new Date().toISOString();
    for (let start = 0; start < notifications.length; start += NOTIFICATIONS_PER_CALL) {
      const command: StoreMetaWebhookCommand = {
        notifications: notifications.slice(start, start + NOTIFICATIONS_PER_CALL),
        receivedAt,
      };
      const stored = await this.rpc.call(leadsRpcs.storeWebhook, command);
      reply.stored += stored.stored;
      reply.duplicates += stored.duplicates;
    }
    return reply;
  }
}

/** The `leadgen` changes of a signed body; other fields (and values that are not a lead's ids) are ignored. */
function leadgenNotifications(raw: Buffer): MetaLeadgenValue[] {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new DomainError('BAD_REQUEST', 'Malformed JSON in request body');
  }
  const body = metaWebhookBody.safeParse(json);
  if (!body.success) {
    throw new DomainError('BAD_REQUEST', 'Not a webhook notification');
  }
  return body.data.entry
    .flatMap((entry) => entry.changes)
    .filter((change) => change.field === 'leadgen')
    .flatMap((change) => {
      const value = metaLeadgenValue.safeParse(change.value);
      return value.success ? [value.data] : [];
    });
}
