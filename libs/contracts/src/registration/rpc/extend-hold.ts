import { z } from 'zod';
import { defineRpc } from '../../common/rpc-contract';
import { publicRef } from '../http/registration-view';
import { registrationPatterns } from './patterns';

/**
 * `registration.extend-hold`: the payment service calls it when a bank/UPI receipt is uploaded, so the seat is
 * kept for `settings.payment.bankHoldHours` while staff check the transfer (instead of the card hold).
 */
export const extendHoldCommand = z.object({ ref: publicRef });
export type ExtendHoldCommand = z.infer<typeof extendHoldCommand>;

export const extendHoldResponse = z.object({
  /**
   * held: the seat is held until `heldUntil`; sold: the registration is already paid (nothing to hold);
   * unavailable: the earlier hold lapsed, the seat went to someone else and none is free. The receipt is still
   * worth keeping: staff confirmation then sends the registration to review (never oversold).
   */
  status: z.enum(['held', 'sold', 'unavailable']),
  heldUntil: z.string().nullable(),
});
export type ExtendHoldResponse = z.infer<typeof extendHoldResponse>;

export const extendHoldRpc = defineRpc(
  registrationPatterns.extendHold,
  extendHoldCommand,
  extendHoldResponse,
);
