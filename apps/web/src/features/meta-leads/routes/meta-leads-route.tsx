import { LEAD_CALLER_ALL } from '@eventdesk/contracts/leads';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffLoadError, StaffShell } from '@/components/layouts/staff-shell';
import { useStaffRole } from '@/lib/staff-role';
import { useLeadCallers } from '@/features/meta-leads/api/get-lead-callers';
import { useLeadProgress } from '@/features/meta-leads/api/get-lead-progress';
import { useLeads } from '@/features/meta-leads/api/get-leads';
import { LeadExportButtons } from '@/features/meta-leads/components/lead-export-buttons';
import { LeadFilters } from '@/features/meta-leads/components/lead-filters';
import { LeadPagination } from '@/features/meta-leads/components/lead-pagination';
import { LeadProgressCards } from '@/features/meta-leads/components/lead-progress-cards';
import { LeadUploadCard } from '@/features/meta-leads/components/lead-upload-card';
import { LeadsTable } from '@/features/meta-leads/components/leads-table';
import { SelectionBar } from '@/features/meta-leads/components/selection-bar';
import { useLeadDialogs } from '@/features/meta-leads/components/use-lead-dialogs';
import { useLeadListParams } from '@/features/meta-leads/hooks/use-lead-list-params';
import {
  defaultLeadSort,
  leadFiltersActive,
  leadFiltersOf,
  nextLeadSort,
} from '@/features/meta-leads/lib/lead-list-params';
import { leadPermissions } from '@/features/meta-leads/lib/lead-permissions';

/** `/admin/meta-leads` (spec admin §2 Meta Leads): a caller's own leads, or every lead for managers and admins. */
export function MetaLeadsRoute() {
  const { t } = useTranslation();
  const role = useStaffRole().data?.role;
  return (
    <StaffShell
      title={role === 'user' ? t('metaLeads.page.titleCaller') : t('metaLeads.page.title')}
      capability="metaLeads"
    >
      <MetaLeadsScreen />
    </StaffShell>
  );
}

// Rendered inside the shell's capability gate, so the role is known and nothing loads for a role without access.
function MetaLeadsScreen() {
  const { t } = useTranslation();
  const can = leadPermissions(useStaffRole().data?.role);
  const defaultSort = defaultLeadSort(can.callerHome);
  const [addressParams, setParams] = useLeadListParams(defaultSort);
  // A caller's list is their own on the server whatever the address says; the filter is not even sent.
  const params = can.callerFilter ? addressParams : { ...addressParams, caller: LEAD_CALLER_ALL };
  const { data, error, isPending } = useLeads(params);
  const progress = useLeadProgress({ caller: params.caller, search: params.search });
  const callers = useLeadCallers(can.callerFilter).data?.callers;

  // A selection belongs to the page it was made on: another page or filter starts empty.
  const selectionScope = JSON.stringify(params);
  const [selection, setSelection] = useState<{ scope: string; ids: Set<number> }>({
    scope: '',
    ids: new Set(),
  });
  const selected = selection.scope === selectionScope ? selection.ids : new Set<number>();
  const select = (ids: Set<number>) => setSelection({ scope: selectionScope, ids });
  const { onAction, reassignSelection, dialog } = useLeadDialogs(callers ?? [], () => select(new Set()));

  const leads = data?.leads ?? [];
  const allSelected = leads.length > 0 && leads.every((lead) => selected.has(lead.id));
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (!next.delete(id)) {
      next.add(id);
    }
    select(next);
  };
  const toggleAll = (checked: boolean) => select(new Set(checked ? leads.map((lead) => lead.id) : []));

  const emptyMessage = () => {
    if (data && data.totalCount > 0) {
      return t('metaLeads.list.emptyPage');
    }
    if (leadFiltersActive(params)) {
      return t('metaLeads.list.emptyFiltered');
    }
    return can.callerHome ? t('metaLeads.list.emptyCaller') : t('metaLeads.list.emptyAll');
  };

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">
            {can.callerHome ? t('metaLeads.page.titleCaller') : t('metaLeads.page.title')}
          </h1>
          {can.callerHome ? (
            <p className="text-sm text-slate-600">{t('metaLeads.page.introCaller')}</p>
          ) : null}
        </div>
        {can.export ? (
          <div className="flex flex-wrap gap-2">
            <LeadExportButtons filters={leadFiltersOf(params)} />
          </div>
        ) : null}
      </div>
      <LeadProgressCards
        progress={progress.data}
        showingDue={params.status === 'due'}
        onToggleDue={() => setParams({ status: params.status === 'due' ? 'all' : 'due' })}
      />
      {can.upload ? <LeadUploadCard callers={callers ?? []} /> : null}
      <LeadFilters
        key={params.search}
        params={params}
        onChange={setParams}
        onCycleSort={() => setParams({ sort: nextLeadSort(params.sort, defaultSort) })}
        callers={can.callerFilter ? (callers ?? []) : undefined}
      />
      {can.reassign && leads.length ? (
        <SelectionBar
          selectedCount={selected.size}
          allSelected={allSelected}
          onToggleAll={toggleAll}
          onReassign={() => reassignSelection([...selected])}
          onClear={() => select(new Set())}
        />
      ) : null}
      <div className="grid gap-4">
        {isPending ? <p role="status">{t('metaLeads.list.loading')}</p> : null}
        {error ? <StaffLoadError error={error} message={t('metaLeads.list.error')} /> : null}
        {data ? (
          <>
            {leads.length ? (
              <LeadsTable
                leads={leads}
                selectable={can.reassign}
                selected={selected}
                onToggle={toggle}
                onToggleAll={toggleAll}
                onAction={onAction}
              />
            ) : (
              <p className="rounded-lg bg-white p-4 text-slate-700">{emptyMessage()}</p>
            )}
            <LeadPagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.totalCount}
              totalCapped={data.totalCountCapped}
              pageCount={data.pageCount}
              itemCount={leads.length}
              onPage={(page) => setParams({ page })}
            />
          </>
        ) : null}
      </div>
      {dialog}
    </div>
  );
}
