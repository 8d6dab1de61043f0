import { ADMIN_REGISTRATIONS_PAGE_SIZE, type AdminRegistrationPage } from '@eventdesk/contracts/registration';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRegistrationKeys } from '@/features/admin-registrations/api/registration-keys';
import { listParamsQuery, type RegistrationListParams } from '@/features/admin-registrations/list-params';
import { api } from '@/lib/api-client';

/** Filtered, searched, newest-first and paginated on the server (10 per page). */
export function getRegistrations(params: RegistrationListParams): Promise<AdminRegistrationPage> {
  const query = listParamsQuery(params);
  query.set('pageSize', String(ADMIN_REGISTRATIONS_PAGE_SIZE));
  return api.get<AdminRegistrationPage>(`/admin/registrations?${query.toString()}`);
}

export const registrationsQueryOptions = (params: RegistrationListParams) =>
  queryOptions({ queryKey: adminRegistrationKeys.list(params), queryFn: () => getRegistrations(params) });

export function useRegistrations(params: RegistrationListParams) {
  // The previous page stays on screen while the next one loads.
  return useQuery({ ...registrationsQueryOptions(params), placeholderData: keepPreviousData });
}
