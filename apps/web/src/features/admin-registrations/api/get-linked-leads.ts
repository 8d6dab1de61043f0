import type { LinkedLeadsReply } from '@eventdesk/contracts/leads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRegistrationKeys } from '@/features/admin-registrations/api/registration-keys';
import { api } from '@/lib/api-client';

/** The sales leads whose `payment_done` reference points at this registration. */
export function getLinkedLeads(registrationId: number): Promise<LinkedLeadsReply> {
  return api.get<LinkedLeadsReply>(`/admin/registrations/${registrationId}/leads`);
}

export const linkedLeadsQueryOptions = (registrationId: number) =>
  queryOptions({
    queryKey: adminRegistrationKeys.linkedLeads(registrationId),
    queryFn: () => getLinkedLeads(registrationId),
  });

export function useLinkedLeads(registrationId: number) {
  return useQuery(linkedLeadsQueryOptions(registrationId));
}
