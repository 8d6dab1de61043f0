import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRegistrationInput, CreateRegistrationResponse } from '@eventdesk/contracts/registration';
import { landingKeys } from '@/features/landing/api/landing-keys';
import { api } from '@/lib/api-client';

export function createRegistration(body: CreateRegistrationInput): Promise<CreateRegistrationResponse> {
  return api.post<CreateRegistrationResponse>('/registrations', body);
}

/** A registration (or a refusal because the package sold out) changes the seats left: count them again. */
export function useCreateRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRegistration,
    onSettled: () => queryClient.invalidateQueries({ queryKey: landingKeys.seats }),
  });
}
