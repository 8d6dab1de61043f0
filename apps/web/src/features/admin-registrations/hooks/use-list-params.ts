import { useSearchParams } from 'react-router-dom';
import {
  listParamsQuery,
  parseListParams,
  type RegistrationListParams,
} from '@/features/admin-registrations/list-params';

/**
 * Filters and page live in the address, so a dashboard quick action can link to a filtered list and Back
 * returns to it. Changing a filter goes back to page 1; other query keys (such as `new`) are kept.
 */
export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const params = parseListParams(search);

  const update = (next: Partial<RegistrationListParams>) => {
    const merged = { ...params, page: 1, ...next };
    setSearch(
      (current) => {
        const query = listParamsQuery(merged);
        for (const [key, value] of current) {
          if (!['paymentStatus', 'followupStatus', 'package', 'search', 'page'].includes(key)) {
            query.set(key, value);
          }
        }
        return query;
      },
      { replace: next.search !== undefined },
    );
  };

  return [params, update] as const;
}
