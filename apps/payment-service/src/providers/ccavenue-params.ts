import type { CardOrderStatus } from '@eventdesk/contracts';

/** The fields of a CCAvenue response (encResp) that we read; the rest is ignored. */
export interface ProviderResponse {
  orderId: string;
  trackingId: string | null;
  status: CardOrderStatus;
  /** As the provider sent it, e.g. "3600.00". */
  amount: string;
  currency: string;
  paymentMode: string | null;
  transDate: string | null;
  billingName: string | null;
  billingEmail: string | null;
  billingTel: string | null;
}

export class ProviderResponseError extends Error {}

/** Request fields are form-encoded (as a browser form would send them) before encryption. */
export function encodeParams(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

// A decrypted response is printable text. Random bytes from an altered ciphertext block almost never are, which
// is what makes a bit-flipped response fail here even though AES-CBC itself cannot tell.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\ufffd]/;

/** Strict reading of a decrypted key=value&... text: any doubt is a rejection, never a guess. */
export function parseParams(text: string): Map<string, string> {
  if (CONTROL_CHARACTERS.test(text)) {
    throw new ProviderResponseError('response contains control or replacement characters');
  }
  const params = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(text)) {
    if (!/^[a-z][a-z0-9_]{0,63}$/.test(key)) {
      throw new ProviderResponseError(`unexpected field name in response`);
    }
    if (params.has(key)) {
      throw new ProviderResponseError(`field ${key} appears twice`);
    }
    params.set(key, value);
  }
  return params;
}

/** CCAvenue's order_status values; Invalid and Timeout are failures for us. */
const STATUS_MAP: Record<string, CardOrderStatus> = {
  Success: 'Success',
  Failure: 'Failure',
  Aborted: 'Aborted',
  Invalid: 'Failure',
  Timeout: 'Failure',
};

const optional = (params: Map<string, string>, key: string, max = 200): string | null => {
  const value = params.get(key)?.trim();
  if (!value) {
    return null;
  }
  if (value.length > max) {
    throw new ProviderResponseError(`field ${key} is too long`);
  }
  return value;
};

export function readProviderResponse(text: string): ProviderResponse {
  const params = parseParams(text);
  const orderId = params.get('order_id') ?? '';
  if (!/^[A-Za-z0-9]{1,30}$/.test(orderId)) {
    throw new ProviderResponseError('order_id missing or malformed');
  }
  const status = STATUS_MAP[params.get('order_status') ?? ''];
  if (!status) {
    throw new ProviderResponseError('order_status missing or unknown');
  }
  const trackingId = optional(params, 'tracking_id', 30);
  if (trackingId !== null && !/^\d{1,30}$/.test(trackingId)) {
    throw new ProviderResponseError('tracking_id malformed');
  }
  if (status === 'Success' && trackingId === null) {
    throw new ProviderResponseError('a successful payment without tracking_id');
  }
  const amount = params.get('amount') ?? '';
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(amount)) {
    throw new ProviderResponseError('amount missing or malformed');
  }
  return {
    orderId,
    trackingId,
    status,
    amount,
    currency: params.get('currency') ?? '',
    paymentMode: optional(params, 'payment_mode', 60),
    transDate: optional(params, 'trans_date', 40),
    billingName: optional(params, 'billing_name'),
    billingEmail: optional(params, 'billing_email'),
    billingTel: optional(params, 'billing_tel', 40),
  };
}

/** "3600.00" → 360000 paise; amounts are compared in integers, never as floats. */
export function toPaise(amount: string): number {
  const [rupees = '0', paise = ''] = amount.split('.');
  return Number(rupees) * 100 + Number(paise.padEnd(2, '0'));
}

/** Whole rupees as CCAvenue wants them: "3600.00". */
export function formatAmount(rupees: number): string {
  return `${rupees}.00`;
}
