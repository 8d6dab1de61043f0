import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateRegistrationInput,
  CreateRegistrationResponse,
  SeatsView,
} from '@eventdesk/contracts/registration';
import { landingKeys } from '@/features/landing/api/landing-keys';
import { ApiError, api } from '@/lib/api-client';
import { submitIdempotently } from '@/lib/idempotent-submit';
import { withChallenge, type ChallengeOptions } from '@/lib/proof-of-work/with-challenge';

/**
 * Holds a seat; when the API asks for a proof of work first, the device solves it and sends again. One
 * Idempotency-Key per submission: a retry after a lost answer gets the same registration.
 */
export function createRegistration(
  body: CreateRegistrationInput,
  options: ChallengeOptions = {},
): Promise<CreateRegistrationResponse> {
  return submitIdempotently(
    (keyHeader) =>
      withChallenge(
        (headers) =>
          api.post<CreateRegistrationResponse>('/registrations', body, {
            headers: { ...keyHeader, ...headers },
          }),
        options,
      ),
    { sameKeyFor: body },
  );
}

/**
 * A registration changes the seats left: count them again. A sold-out answer is the server's word that the
 * package has none left, so the card shows it at once (the count itself may be a second old).
 */
export function useCreateRegistration(options: Pick<ChallengeOptions, 'onChecking'> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRegistrationInput) => createRegistration(body, options),
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
