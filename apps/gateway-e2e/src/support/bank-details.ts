import type { EventSettings } from '@eventdesk/contracts';
import { staffToken } from './staff';
import type { Stack } from './stack';

/**
 * A fresh install leaves the bank details and UPI id unset, so visitors can pay by card only and receipts are
 * refused. Runs that exercise bank/UPI set them first, as staff would in Settings.
 */
export async function setBankDetails(stack: Stack): Promise<void> {
  const token = await staffToken(stack, 'bank-details-admin', 'admin');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const settings = (await (
    await fetch(`${stack.baseUrl}/api/admin/settings`, { headers })
  ).json()) as EventSettings;
  settings.payment = {
    ...settings.payment,
    accountNumber: '50200012345678',
    ifsc: 'HDFC0001234',
    bankName: 'HDFC Bank',
    upiId: 'club@okhdfc',
  };
  const saved = await fetch(`${stack.baseUrl}/api/admin/settings`, {
    method: 'PUT',
    headers,
    body: JSON.stringify(settings),
  });
  if (saved.status !== 200) {
    throw new Error(`could not set the bank details: HTTP ${saved.status} ${await saved.text()}`);
  }
}
