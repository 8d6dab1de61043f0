import { changeSettings } from './settings';
import { staffToken } from './staff';
import type { Stack } from './stack';

/**
 * A fresh install leaves the bank details and UPI id unset, so visitors can pay by card only and receipts are
 * refused. Runs that exercise bank/UPI set them first, as staff would in Settings.
 */
export async function setBankDetails(stack: Stack): Promise<void> {
  const token = await staffToken(stack, 'bank-details-admin', 'admin');
  await changeSettings(stack, token, (settings) => {
    settings.payment = {
      ...settings.payment,
      accountNumber: '50200012345678',
      ifsc: 'HDFC0001234',
      bankName: 'HDFC Bank',
      upiId: 'club@okhdfc',
    };
  });
}
