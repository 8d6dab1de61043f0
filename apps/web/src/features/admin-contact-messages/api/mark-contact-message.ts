import type { ContactMessageView, MarkContactMessageBody } from '@eventdesk/contracts/registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contactMessageKeys } from '@/features/admin-contact-messages/api/contact-message-keys';
import { api } from '@/lib/api-client';

export type MarkContactMessageInput = MarkContactMessageBody & { id: number };

export function markContactMessage({ id, handled }: MarkContactMessageInput): Promise<ContactMessageView> {
  return api.patch<ContactMessageView>(`/admin/contact-messages/${id}/handled`, { handled });
}

/** A mark moves the message between the tabs and changes both counts: every list is read again. */
export function useMarkContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markContactMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactMessageKeys.all }),
  });
}
