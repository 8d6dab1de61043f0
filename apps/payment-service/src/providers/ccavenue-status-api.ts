import type { CardOrderStatus } from '@eventdesk/contracts';
import { ccavenueDecrypt, ccavenueEncrypt } from './ccavenue-crypto';
import type { StatusApi, StatusConfirmation } from './card-provider';

export interface CcavenueStatusApiOptions {
  /** Empty: no status API (the hook answers `unavailable`). */
  url: string;
  accessCode: string;
  workingKey: string;
  timeoutMs: number;
}

/** CCAvenue order_status values of the status API, folded into the three the result pages know. */
const STATUS_API_STATES: Record<string, CardOrderStatus> = {
  Successful: 'Success',
  Shipped: 'Success',
  Aborted: 'Aborted',
  Cancelled: 'Aborted',
  'Auto-Cancelled': 'Aborted',
  Unsuccessful: 'Failure',
  Invalid: 'Failure',
  Fraud: 'Failure',
  Timeout: 'Failure',
  Awaited: 'Failure',
  Initiated: 'Failure',
};

/**
 * HOOK — CCAvenue's Order Status API (`command=orderStatusTracker`, JSON, version 1.2), asked server to server
 * before a successful card callback counts. The request and response shapes follow CCAvenue's published API
 * guide; confirm them against the current guide of the merchant account before setting CCAVENUE_STATUS_API_URL
 * (e.g. https://api.ccavenue.com/apis/servlet/DoWebTrans). While it is empty, `confirm` answers `unavailable`
 * and a callback that decrypts, parses strictly and matches the order stands on its own.
 */
export class CcavenueStatusApi implements StatusApi {
  constructor(private readonly options: CcavenueStatusApiOptions) {}

  async confirm(orderId: string, trackingId: string | null): Promise<StatusConfirmation> {
    if (!this.options.url) {
      return { kind: 'unavailable', reason: 'CCAVENUE_STATUS_API_URL is not set' };
    }
    const request = JSON.stringify({ order_no: orderId, reference_no: trackingId ?? '' });
    const body = new URLSearchParams({
      enc_request: ccavenueEncrypt(request, this.options.workingKey),
      access_code: this.options.accessCode,
      command: 'orderStatusTracker',
      request_type: 'JSON',
      response_type: 'JSON',
      version: '1.2',
    });
    const response = await fetch(this.options.url, {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    const reply = new URLSearchParams(await response.text());
    if (!response.ok || reply.get('status') !== '0') {
      throw new Error(`CCAvenue status API refused the request (HTTP ${response.status})`);
    }
    return readStatusResult(ccavenueDecrypt(reply.get('enc_response') ?? '', this.options.workingKey));
  }
}

/** Reads the decrypted JSON of the status API (the result is top level or under Order_Status_Result). */
export function readStatusResult(json: string): StatusConfirmation {
  const parsed = JSON.parse(json) as Record<string, unknown>;
  const result = (parsed.Order_Status_Result ?? parsed) as Record<string, unknown>;
  const state = STATUS_API_STATES[String(result.order_status ?? '')] ?? 'Failure';
  return {
    kind: 'confirmed',
    orderId: String(result.order_no ?? ''),
    status: state,
    amount: Number(result.order_amt ?? 0).toFixed(2),
    trackingId: result.reference_no === undefined ? null : String(result.reference_no),
  };
}
