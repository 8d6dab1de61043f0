import type { CardOrderStatus, CheckoutForm, PaymentProvider } from '@eventdesk/contracts';
import type { ProviderResponse } from './ccavenue-params';

/** What a checkout needs to know about the order (all from our own record). */
export interface CheckoutOrder {
  orderId: string;
  amount: number;
  billingName: string;
  billingEmail: string;
  billingTel: string;
}

/**
 * The provider's own answer, asked server to server. `unavailable`: this provider offers no status API here
 * (then the verified callback stands alone, which CCAvenue's docs allow but we do not recommend).
 */
export type StatusConfirmation =
  | { kind: 'confirmed'; orderId: string; status: CardOrderStatus; amount: string; trackingId: string | null }
  | { kind: 'unavailable'; reason: string };

export interface StatusApi {
  confirm(orderId: string, trackingId: string | null): Promise<StatusConfirmation>;
}

/** A card payment provider: builds the checkout POST, reads its encrypted response, confirms it. */
export interface CardProvider {
  readonly name: PaymentProvider;
  checkoutForm(order: CheckoutOrder): CheckoutForm;
  /** Decrypts and strictly parses an encResp; throws on anything that does not verify. */
  readResponse(encResp: string): ProviderResponse;
  confirmStatus(orderId: string, trackingId: string | null): Promise<StatusConfirmation>;
}

export const CARD_PROVIDER = Symbol('CARD_PROVIDER');
