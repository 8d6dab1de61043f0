import type { ContactMessageList, ContactMessageListQuery } from '@eventdesk/contracts/registration';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contactMessageKeys } from '@/features/admin-contact-messages/api/contact-message-keys';
import { api } from '@/lib/api-client';

export function getContactMessages(query: ContactMessageListQuery): Promise<ContactMessageList> {
  const params = new URLSearchParams({ status: query.status, page: String(query.page) });
  return api.get<ContactMessageList>(`/admin/contact-messages?${params.toString()}`);
}

export const contactMessagesQueryOptions = (query: ContactMessageListQuery) =>
  queryOptions({ queryKey: contactMessageKeys.list(query), queryFn: () => getContactMessages(query) });

export function useContactMessages(query: ContactMessageListQuery) {
  // The previous page stays on screen while the next one loads (no jump to an empty list).
  return useQuery({ ...contactMessagesQueryOptions(query), placeholderData: keepPreviousData });
}
