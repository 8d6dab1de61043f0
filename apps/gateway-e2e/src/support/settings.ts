import type { EventSettings } from '@eventdesk/contracts';
import { staffToken } from './staff';
import type { Stack } from './stack';

/** Reads the event settings as staff, lets `change` edit them and saves them, as staff would in Settings. */
export async function changeSettings(
  stack: Stack,
  token: string,
  change: (settings: EventSettings) => void,
): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const settings = (await (
    await fetch(`${stack.baseUrl}/api/admin/settings`, { headers })
  ).json()) as EventSettings;
  change(settings);
  const saved = await fetch(`${stack.baseUrl}/api/admin/settings`, {
    method: 'PUT',
    headers,
    body: JSON.stringify(settings),
  });
  if (saved.status !== 200) {
    throw new Error(`could not save the settings: HTTP ${saved.status} ${await saved.text()}`);
  }
}

/** What setContactDetails stores. */
export const contactDetails = { phone: '+91 98430 55555', whatsappNumber: '919843055555' } as const;

/**
 * A fresh install leaves the contact phone and WhatsApp number unset, so visitors get no phone link and no chat
 * button. Runs that exercise them set them first.
 */
export async function setContactDetails(stack: Stack): Promise<void> {
  const token = await staffToken(stack, 'contact-details-admin', 'admin');
  await changeSettings(stack, token, (settings) => {
    settings.contact.phones = [contactDetails.phone];
    settings.contact.whatsappNumber = contactDetails.whatsappNumber;
  });
}
