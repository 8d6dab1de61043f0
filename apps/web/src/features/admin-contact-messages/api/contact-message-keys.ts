import type { ContactMessageListQuery } from '@eventdesk/contracts/registration';

export const contactMessageKeys = {
  all: ['admin-contact-messages'] as const,
  list: (query: ContactMessageListQuery) => [...contactMessageKeys.all, 'list', query] as const,
};
