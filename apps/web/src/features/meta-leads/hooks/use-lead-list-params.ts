import type { LeadSort } from '@eventdesk/contracts/leads';
import { useSearchParams } from 'react-router-dom';
import {
  defaultLeadParams,
  leadParamsQuery,
  parseLeadParams,
  type LeadListParams,
} from '@/features/meta-leads/lib/lead-list-params';

/**
 * Filters, sort and page live in the address, so Back returns to the same list and a manager can share a
 * filtered view. Changing anything but the page goes back to page 1.
 */
export function useLeadListParams(defaultSort: LeadSort) {
  const [search, setSearch] = useSearchParams();
  const params = parseLeadParams(search, defaultSort);

  const update = (next: Partial<LeadListParams>) => {
    const merged = { ...params, page: 1, ...next };
    setSearch(leadParamsQuery(merged, defaultLeadParams(defaultSort)), {
      replace: next.search !== undefined,
    });
  };

  return [params, update] as const;
}
