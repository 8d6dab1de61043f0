import { Inject, Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomInt } from 'node:crypto';
import type {
  CardOrderStatus,
  CheckoutForm,
  SandboxCompleteCommand,
  SandboxOpenCommand,
  SandboxPage,
} from '@eventdesk/contracts';
import { DomainError } from '@eventdesk/server-kit';
import type { StatusApi, StatusConfirmation } from '../providers/card-provider';
import { ccavenueDecrypt, ccavenueEncrypt } from '../providers/ccavenue-crypto';
import { encodeParams, parseParams } from '../providers/ccavenue-params';
import { PAYMENT_CONFIG, type PaymentConfig } from '../providers/payment-config';
import type { SandboxTransaction } from './sandbox-transaction.entity';
import {
  findSandboxTransaction,
  insertSandboxTransaction,
  sandboxTransactionOfOrder,
} from './sandbox.repository';

const REQUIRED_FIELDS = [
  'merchant_id',
  'order_id',
  'amount',
  'currency',
  'redirect_url',
  'cancel_url',
] as const;

/**
 * A local stand-in for CCAvenue that speaks its protocol: it decrypts the merchant's encRequest with the shared
 * working key, keeps its own record of the transaction, lets the tester choose the outcome, and posts the browser
 * back with an encResp made by the same encryption. It also answers the status API from its record.
 * Everything here answers "not found" unless PAYMENT_PROVIDER=sandbox.
 */
@Injectable()
export class SandboxService implements StatusApi {
  constructor(
    private readonly em: EntityManager,
    @Inject(PAYMENT_CONFIG) private readonly config: PaymentConfig,
  ) {}

  async open(command: SandboxOpenCommand): Promise<{ trackingId: string }> {
    this.ensureActive();
    if (command.accessCode !== this.config.accessCode) {
      throw new DomainError('BAD_REQUEST', 'Unknown access code');
    }
    let request: Map<string, string>;
    try {
      request = parseParams(ccavenueDecrypt(command.encRequest, this.config.workingKey));
    } catch {
      throw new DomainError('BAD_REQUEST', 'The encrypted request does not decrypt with this merchant key');
    }
    for (const field of REQUIRED_FIELDS) {
      if (!request.get(field)) {
        throw new DomainError('BAD_REQUEST', `The request has no ${field}`);
      }
    }
    if (request.get('merchant_id') !== this.config.merchantId) {
      throw new DomainError('BAD_REQUEST', 'Unknown merchant');
    }
    // Like the real provider, it only ever posts back to the merchant's registered URL.
    if (
      request.get('redirect_url') !== this.config.callbackUrl ||
      request.get('cancel_url') !== this.config.callbackUrl
    ) {
      throw new DomainError('BAD_REQUEST', 'The return URL is not the registered one');
    }
    const trackingId = String(randomInt(100_000_000_000, 999_999_999_999));
    await insertSandboxTransaction(this.em.fork(), {
      trackingId,
      orderId: request.get('order_id') ?? '',
      amount: request.get('amount') ?? '',
      currency: request.get('currency') ?? '',
      request: Object.fromEntries(request),
    });
    return { trackingId };
  }

  async page(trackingId: string): Promise<SandboxPage> {
    this.ensureActive();
    const row = await this.find(this.em.fork(), trackingId);
    return {
      trackingId: row.trackingId,
      orderId: row.orderId,
      amount: row.amount,
      currency: row.currency,
      billingName: row.request.billing_name ?? '',
      billingEmail: row.request.billing_email ?? '',
      merchantId: row.request.merchant_id ?? '',
      status: row.status,
    };
  }

  /** The tester's choice; once made it is final (pressing again sends the same response again). */
  async complete(command: SandboxCompleteCommand): Promise<CheckoutForm> {
    this.ensureActive();
    const row = await this.em.fork().transactional(async (tx) => {
      const found = await this.find(tx, command.trackingId, LockMode.PESSIMISTIC_WRITE);
      if (found.status === 'Initiated') {
        found.status = command.outcome;
        found.decidedAt = new Date();
      }
      return found;
    });
    const status = row.status as CardOrderStatus;
    const response = encodeParams({
      order_id: row.orderId,
      tracking_id: row.trackingId,
      bank_ref_no: status === 'Success' ? `SBX${row.trackingId.slice(-8)}` : '',
      order_status: status,
      failure_message: status === 'Failure' ? 'Declined by the sandbox' : '',
      payment_mode: status === 'Aborted' ? '' : 'Credit Card',
      card_name: status === 'Aborted' ? '' : 'Sandbox Card',
      status_code: status === 'Success' ? '0' : '1',
      status_message: status === 'Success' ? 'Approved' : status,
      currency: row.currency,
      amount: row.amount,
      billing_name: row.request.billing_name ?? '',
      billing_tel: row.request.billing_tel ?? '',
      billing_email: row.request.billing_email ?? '',
      trans_date: transDate(row.decidedAt ?? new Date()),
    });
    return {
      action: (status === 'Aborted' ? row.request.cancel_url : row.request.redirect_url) ?? '',
      fields: { encResp: ccavenueEncrypt(response, this.config.workingKey), orderNo: row.orderId },
    };
  }

  /** The sandbox's status API: what its own record says, not what the browser brought. */
  async confirm(orderId: string, trackingId: string | null): Promise<StatusConfirmation> {
    const row = trackingId ? await sandboxTransactionOfOrder(this.em.fork(), trackingId, orderId) : null;
    if (!row || row.status === 'Initiated') {
      return { kind: 'confirmed', orderId, status: 'Failure', amount: '0.00', trackingId };
    }
    return {
      kind: 'confirmed',
      orderId: row.orderId,
      status: row.status,
      amount: row.amount,
      trackingId: row.trackingId,
    };
  }

  private ensureActive(): void {
    if (this.config.provider !== 'sandbox') {
      throw new DomainError('NOT_FOUND', 'Not found');
    }
  }

  private async find(
    em: EntityManager,
    trackingId: string,
    lockMode?: LockMode,
  ): Promise<SandboxTransaction> {
    const row = await findSandboxTransaction(em, trackingId, lockMode);
    if (!row) {
      throw new DomainError('NOT_FOUND', 'Sandbox transaction not found');
    }
    return row;
  }
}

/** CCAvenue's trans_date: dd/mm/yyyy HH:MM:SS, Indian time. */
function transDate(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}:${get('second')}`;
}
