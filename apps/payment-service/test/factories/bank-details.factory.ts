import { defaultEventSettings, toPublicSettings, type EventSettings } from '@eventdesk/contracts';

/** Settings' payment details as staff set them before bank/UPI opens (the seed leaves them unset). */
export const bankDetails: EventSettings['payment'] = {
  ...defaultEventSettings.payment,
  accountNumber: '50200012345678',
  ifsc: 'HDFC0001234',
  bankName: 'HDFC Bank',
  upiId: 'club@okhdfc',
};

/** The public settings the registration service answers with, bank details set. */
export const publicSettingsWithBank = () =>
  toPublicSettings({ ...defaultEventSettings, payment: bankDetails });
