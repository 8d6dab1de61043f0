import { useMutation } from '@tanstack/react-query';
import type { AdditionalTicketBody, CreateRegistrationResponse } from '@eventdesk/contracts/registration';
import { api } from '@/lib/api-client';
import { submitIdempotently } from '@/lib/idempotent-submit';
import { withChallenge, type ChallengeOptions } from '@/lib/proof-of-work/with-challenge';

/** Holds a seat, like a registration: a proof of work first when the API asks for one. */
export function createAdditionalTicket(
  parentRef: string,
  body: AdditionalTicketBody,
  options: ChallengeOptions = {},
): Promise<CreateRegistrationResponse> {
  return submitIdempotently(
    (keyHeader) =>
      withChallenge(
        (headers) =>
          api.post<CreateRegistrationResponse>(
            `/registrations/${encodeURIComponent(parentRef)}/additional-ticket`,
            body,
            { headers: { ...keyHeader, ...headers } },
          ),
        options,
      ),
    { sameKeyFor: { parentRef, body } },
  );
}

export function useCreateAdditionalTicket(
  parentRef: string,
  options: Pick<ChallengeOptions, 'onChecking'> = {},
) {
  return useMutation({
    mutationFn: (body: AdditionalTicketBody) => createAdditionalTicket(parentRef, body, options),
  });
}
