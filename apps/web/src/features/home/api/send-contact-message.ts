import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput, ContactMessageResponse } from '@eventdesk/contracts/registration';
import { api } from '@/lib/api-client';

export function sendContactMessage(body: ContactMessageInput): Promise<ContactMessageResponse> {
  return api.post<ContactMessageResponse>('/contact-messages', body);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
