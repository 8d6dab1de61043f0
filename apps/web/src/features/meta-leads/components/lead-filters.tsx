import { leadStatuses } from '@eventdesk/contracts/common';
import type { LeadCaller, LeadSort } from '@eventdesk/contracts/leads';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '@/components/ui/form-field';
import type { LeadListParams } from '@/features/meta-leads/lib/lead-list-params';

type LeadFiltersProps = {
  params: LeadListParams;
  onChange: (next: Partial<LeadListParams>) => void;
  onCycleSort: () => void;
  /** The caller filter's choices; undefined hides it (role `user` sees only their own leads). */
  callers: LeadCaller[] | undefined;
};

const labelClass = 'block text-sm font-semibold text-slate-800';
const buttonClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none';

const sortLabelKeys: Record<LeadSort, string> = {
  followup_asc: 'metaLeads.filters.sortAsc',
  followup_desc: 'metaLeads.filters.sortDesc',
  none: 'metaLeads.filters.sortOff',
  work: 'metaLeads.filters.sortOff',
};

/** Search (sent on Search or Enter), status, caller, and the follow-up date sort cycle (spec admin §2). */
export function LeadFilters({ params, onChange, onCycleSort, callers }: LeadFiltersProps) {
  const { t } = useTranslation();
  const [searchText, setSearchText] = useState(params.search);
  const sorted = params.sort === 'followup_asc' || params.sort === 'followup_desc';

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: searchText.trim() });
  };

  return (
    <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] xl:items-end">
      <form role="search" onSubmit={submitSearch} className="md:col-span-2 xl:col-span-1">
        <label htmlFor="lead-search" className={labelClass}>
          {t('metaLeads.filters.search')}
        </label>
        <div className="flex gap-2">
          <input
            id="lead-search"
            type="search"
            value={searchText}
            maxLength={100}
            enterKeyHint="search"
            placeholder={t('metaLeads.filters.searchPlaceholder')}
            aria-describedby="lead-search-hint"
            onChange={(event) => setSearchText(event.target.value)}
            className={`${inputClass} min-w-0`}
          />
          <button type="submit" className={`${buttonClass} mt-1 shrink-0`}>
            {t('metaLeads.filters.searchSubmit')}
          </button>
        </div>
        <p id="lead-search-hint" className="mt-1 text-xs text-slate-600">
          {t('metaLeads.filters.searchHint')}
        </p>
      </form>
      <div>
        <label htmlFor="lead-status-filter" className={labelClass}>
          {t('metaLeads.filters.status')}
        </label>
        <select
          id="lead-status-filter"
          value={params.status}
          onChange={(event) => onChange({ status: event.target.value as LeadListParams['status'] })}
          className={inputClass}
        >
          <option value="all">{t('metaLeads.filters.statusAll')}</option>
          <option value="due">{t('metaLeads.filters.statusDue')}</option>
          {leadStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`metaLeads.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      {callers ? (
        <div>
          <label htmlFor="lead-caller-filter" className={labelClass}>
            {t('metaLeads.filters.caller')}
          </label>
          <select
            id="lead-caller-filter"
            value={params.caller}
            onChange={(event) => onChange({ caller: event.target.value })}
            className={inputClass}
          >
            <option value="all">{t('metaLeads.filters.callerAll')}</option>
            <option value="unassigned">{t('metaLeads.filters.callerUnassigned')}</option>
            <option value="needs_reassignment">{t('metaLeads.filters.callerNeedsReassignment')}</option>
            {callers.map((caller) => (
              <option key={caller.username} value={caller.username}>
                {caller.active
                  ? caller.username
                  : t('metaLeads.filters.callerInactive', { name: caller.username })}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <button
        type="button"
        data-testid="lead-sort"
        aria-pressed={sorted}
        onClick={onCycleSort}
        className={`${buttonClass} self-end aria-pressed:border-slate-900 aria-pressed:bg-slate-900 aria-pressed:text-white`}
      >
        {t(sortLabelKeys[params.sort])}
      </button>
    </div>
  );
}
