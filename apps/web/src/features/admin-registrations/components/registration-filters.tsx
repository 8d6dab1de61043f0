import { followupStatuses } from '@eventdesk/contracts/common';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '@/components/ui/form-field';
import { useStatusLabels } from '@/features/admin-registrations/format';
import { useDebouncedEffect } from '@/features/admin-registrations/hooks/use-debounced-callback';
import type { RegistrationListParams } from '@/features/admin-registrations/list-params';

/** How long typing must pause before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

const paymentTabs = ['all', 'completed', 'pending', 'prospect', 'void'] as const;

type RegistrationFiltersProps = {
  params: RegistrationListParams;
  onChange: (next: Partial<RegistrationListParams>) => void;
  /** The Follow-up Management view has the same filters but no tabs. */
  showTabs?: boolean;
};

const tabClass = (active: boolean) =>
  `rounded-full border px-3 py-1.5 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none ${
    active
      ? 'border-slate-900 bg-slate-900 text-white'
      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
  }`;

/** Payment-status tabs and dropdown, follow-up status and a debounced search (spec admin §2). */
export function RegistrationFilters({ params, onChange, showTabs = true }: RegistrationFiltersProps) {
  const { t } = useTranslation();
  const labels = useStatusLabels();
  const [searchText, setSearchText] = useState(params.search);
  const all = t('adminRegistrations.filters.all');

  useDebouncedEffect(searchText.trim(), SEARCH_DEBOUNCE_MS, (search) => {
    if (search !== params.search) {
      onChange({ search });
    }
  });

  return (
    <div className="grid gap-3">
      {showTabs ? (
        <div
          role="group"
          aria-label={t('adminRegistrations.filters.paymentStatus')}
          className="flex flex-wrap gap-2"
        >
          {paymentTabs.map((status) => (
            <button
              key={status}
              type="button"
              aria-pressed={params.paymentStatus === status}
              className={tabClass(params.paymentStatus === status)}
              onClick={() => onChange({ paymentStatus: status })}
            >
              {status === 'all' ? all : labels.payment(status)}
            </button>
          ))}
        </div>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor="filter-search" className="block text-sm font-semibold text-slate-800">
            {t('adminRegistrations.filters.search')}
          </label>
          <input
            id="filter-search"
            type="search"
            value={searchText}
            maxLength={100}
            placeholder={t('adminRegistrations.filters.searchPlaceholder')}
            onChange={(event) => setSearchText(event.target.value)}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="filter-payment-status" className="block text-sm font-semibold text-slate-800">
            {t('adminRegistrations.filters.paymentStatus')}
          </label>
          <select
            id="filter-payment-status"
            value={params.paymentStatus}
            onChange={(event) =>
              onChange({ paymentStatus: event.target.value as RegistrationListParams['paymentStatus'] })
            }
            className={inputClass}
          >
            {paymentTabs.map((status) => (
              <option key={status} value={status}>
                {status === 'all' ? all : labels.payment(status)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-followup-status" className="block text-sm font-semibold text-slate-800">
            {t('adminRegistrations.filters.followupStatus')}
          </label>
          <select
            id="filter-followup-status"
            value={params.followupStatus}
            onChange={(event) =>
              onChange({ followupStatus: event.target.value as RegistrationListParams['followupStatus'] })
            }
            className={inputClass}
          >
            <option value="all">{all}</option>
            {followupStatuses.map((status) => (
              <option key={status} value={status}>
                {labels.followup(status)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
