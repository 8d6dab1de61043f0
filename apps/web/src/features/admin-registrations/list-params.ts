import { followupStatuses, registrationPaymentStatuses, ticketPackages } from '@eventdesk/contracts/common';
import type { RegistrationFilters } from '@eventdesk/contracts/registration';
import { z } from 'zod';

/** The filters and page of a staff list, as the address and the server both read them. */
export type RegistrationListParams = RegistrationFilters & { page: number };

// Each field falls back on its own, so one stale or mistyped value does not reset the whole address.
const listParamsSchema = z.object({
  paymentStatus: z.enum(['all', ...registrationPaymentStatuses]).catch('all'),
  followupStatus: z.enum(['all', ...followupStatuses]).catch('all'),
  package: z.enum(['all', ...ticketPackages]).catch('all'),
  search: z.string().trim().max(100).catch(''),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
});

export const defaultListParams: RegistrationListParams = listParamsSchema.parse({});

/** Reads `?paymentStatus=pending&search=…&page=2` (the dashboard's quick actions link here). */
export function parseListParams(search: URLSearchParams): RegistrationListParams {
  return listParamsSchema.parse({
    paymentStatus: search.get('paymentStatus') ?? undefined,
    followupStatus: search.get('followupStatus') ?? undefined,
    package: search.get('package') ?? undefined,
    search: search.get('search') ?? undefined,
    page: search.get('page') ?? undefined,
  });
}

/**
 * The query string of the params without their defaults (short, shareable addresses; the server applies the
 * same defaults). Used for the address, the list, the follow-up summary and the export.
 */
export function listParamsQuery(params: Partial<RegistrationListParams>): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of ['paymentStatus', 'followupStatus', 'package', 'search', 'page'] as const) {
    const value = params[key];
    if (value !== undefined && value !== defaultListParams[key]) {
      query.set(key, String(value));
    }
  }
  return query;
}

/** Only the filters (a summary or an export has no page). */
export function filtersOf({ page: _page, ...filters }: RegistrationListParams): RegistrationFilters {
  return filters;
}
