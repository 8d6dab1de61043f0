import type { CheckoutForm, PaymentProvider } from '@eventdesk/contracts';
import { ccavenueDecrypt, ccavenueEncrypt } from './ccavenue-crypto';
import { encodeParams, formatAmount, readProviderResponse, type ProviderResponse } from './ccavenue-params';
import type { CardProvider, CheckoutOrder, StatusApi, StatusConfirmation } from './card-provider';

export interface CcavenueConfig {
  name: PaymentProvider;
  merchantId: string;
  accessCode: string;
  workingKey: string;
  /** Where the browser posts encRequest: CCAvenue's initiateTransaction URL, or the sandbox page. */
  checkoutUrl: string;
  /** Our callback, absolute (the provider posts the browser back to it). */
  callbackUrl: string;
  statusApi: StatusApi;
}

/**
 * The CCAvenue protocol (also spoken by the sandbox, with its own key): the request is the form-encoded order,
 * encrypted as `encRequest` and posted with `access_code`; the response comes back as `encResp`.
 */
export class CcavenueProvider implements CardProvider {
  readonly name: PaymentProvider;

  constructor(private readonly config: CcavenueConfig) {
    this.name = config.name;
  }

  checkoutForm(order: CheckoutOrder): CheckoutForm {
    const plain = encodeParams({
      merchant_id: this.config.merchantId,
      order_id: order.orderId,
      currency: 'INR',
      amount: formatAmount(order.amount),
      redirect_url: this.config.callbackUrl,
      cancel_url: this.config.callbackUrl,
      language: 'EN',
      billing_name: order.billingName,
      billing_email: order.billingEmail,
      billing_tel: order.billingTel,
    });
    return {
      action: this.config.checkoutUrl,
      fields: {
        encRequest: ccavenueEncrypt(plain, this.config.workingKey),
        access_code: this.config.accessCode,
      },
    };
  }

  readResponse(encResp: string): ProviderResponse {
    return readProviderResponse(ccavenueDecrypt(encResp, this.config.workingKey));
  }

  confirmStatus(orderId: string, trackingId: string | null): Promise<StatusConfirmation> {
    return this.config.statusApi.confirm(orderId, trackingId);
  }
}
