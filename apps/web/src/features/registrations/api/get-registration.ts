import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegistrationView } from '@eventdesk/contracts/registration';
import { registrationKeys } from '@/features/registrations/api/registration-keys';
import { api } from '@/lib/api-client';

export function getRegistration(ref: string): Promise<RegistrationView> {
  return api.get<RegistrationView>(`/registrations/${encodeURIComponent(ref)}`);
}

export const registrationQueryOptions = (ref: string) =>
  queryOptions({ queryKey: registrationKeys.detail(ref), queryFn: () => getRegistration(ref) });

export function useRegistration(ref: string) {
  return useQuery(registrationQueryOptions(ref));
}
