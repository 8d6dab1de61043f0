import { useMutation } from '@tanstack/react-query';
import type { AdditionalTicketBody, CreateRegistrationResponse } from '@eventdesk/contracts/registration';
import { api } from '@/lib/api-client';

export function createAdditionalTicket(
  parentRef: string,
  body: AdditionalTicketBody,
): Promise<CreateRegistrationResponse> {
  return api.post<CreateRegistrationResponse>(
    `/registrations/${encodeURIComponent(parentRef)}/additional-ticket`,
    body,
  );
}

export function useCreateAdditionalTicket(parentRef: string) {
  return useMutation({ mutationFn: (body: AdditionalTicketBody) => createAdditionalTicket(parentRef, body) });
}
