import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateRegistrationInput,
  CreateRegistrationResponse,
  SeatsView,
} from '@eventdesk/contracts/registration';
import { landingKeys } from '@/features/landing/api/landing-keys';
import { ApiError, api } from '@/lib/api-client';

export function createRegistration(body: CreateRegistrationInput): Promise<CreateRegistrationResponse> {
  return api.post<CreateRegistrationResponse>('/registrations', body);
}

/**
 * A registration changes the seats left: count them again. A sold-out answer is the server's word that the
 * package has none left, so the card shows it at once (the count itself may be a second old).
 */
export function useCreateRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRegistration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: landingKeys.seats }),
    onError: (error, body) => {
      if (error instanceof ApiError && error.body?.code === 'SOLD_OUT') {
        queryClient.setQueryData<SeatsView>(landingKeys.seats, (seats) =>
          seats
            ? {
                ...seats,
                packages: {
                  ...seats.packages,
                  [body.package]: { ...seats.packages[body.package], seatsLeft: 0 },
                },
              }
            : seats,
        );
      }
    },
  });
}
