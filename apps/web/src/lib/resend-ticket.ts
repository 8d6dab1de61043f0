import { useMutation } from '@tanstack/react-query';
import type { TicketResendResponse } from '@eventdesk/contracts/registration';
import { api } from '@/lib/api-client';

// Shared by the ticket page (registrations) and the attendance page, so it lives outside either feature.
export function resendTicket(ref: string): Promise<TicketResendResponse> {
  // No body: the server sends only to the address stored with the registration.
  return api.post<TicketResendResponse>(`/registrations/${encodeURIComponent(ref)}/resend-ticket`);
}

export function useResendTicket(ref: string) {
  return useMutation({ mutationFn: () => resendTicket(ref) });
}
