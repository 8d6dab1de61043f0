import type {
  FollowupStatus,
  PaymentMethod,
  ReferenceType,
  RegistrationPaymentStatus,
  RegistrationType,
  TicketPackage,
} from '@eventdesk/contracts';

/** Readable English labels for the export's coded values (a spreadsheet is read by people, not parsed). */
export const paymentStatusLabels: Record<RegistrationPaymentStatus, string> = {
  pending: 'Pending',
  prospect: 'Prospect',
  completed: 'Completed',
  void: 'Void',
  privilege_guest: 'Privilege Guest',
};

export const followupStatusLabels: Record<FollowupStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  not_interested: 'Not Interested',
  will_do_later: 'Will Do Later',
  need_to_follow_up: 'Need to Follow Up',
  wrong_number: 'Wrong Number',
};

export const registrationTypeLabels: Record<RegistrationType, string> = {
  business: 'Business',
  individual: 'Individual',
};

export const packageLabels: Record<TicketPackage, string> = {
  silver: 'Silver',
  gold: 'Gold',
  diamond: 'Diamond',
  vip: 'VIP',
};

export const referenceTypeLabels: Record<ReferenceType, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  friend: 'Friend',
  newspaper: 'Newspaper',
  roadshow: 'Roadshow',
};

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  card: 'Card',
  bank_transfer: 'Bank Transfer',
  upi: 'UPI',
  cash: 'Cash',
  complimentary: 'Complimentary',
};
