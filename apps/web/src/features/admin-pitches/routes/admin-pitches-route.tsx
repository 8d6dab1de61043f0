import { listPitchesQuery, type ListPitchesQuery } from '@eventdesk/contracts/pitch';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { StaffLoadError, StaffShell } from '@/components/layouts/staff-shell';
import { usePitches } from '@/features/admin-pitches/api/get-pitches';
import { Pagination } from '@/features/admin-pitches/components/pagination';
import { PitchFilters, type PitchFilterValues } from '@/features/admin-pitches/components/pitch-filters';
import { PitchList } from '@/features/admin-pitches/components/pitch-list';

/** Filters and page live in the address, so Back from an application returns to the same list. */
function useListParams(): [ListPitchesQuery, (next: Partial<ListPitchesQuery>) => void] {
  const [search, setSearch] = useSearchParams();
  const parsed = listPitchesQuery.safeParse(Object.fromEntries(search));
  const params = parsed.success ? parsed.data : listPitchesQuery.parse({});
  const update = (next: Partial<ListPitchesQuery>) => {
    const merged = { ...params, ...next };
    setSearch(
      Object.fromEntries(
        Object.entries(merged).filter(
          ([key, value]) => value !== undefined && !(key === 'pageSize' && value === 10),
        ),
      ) as Record<string, string>,
    );
  };
  return [params, update];
}

export function AdminPitchesRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useListParams();
  const { data, error, isPending } = usePitches(params);
  const title = t('adminPitches.list.title');

  const onFilters = (filters: PitchFilterValues) => setParams({ ...filters, page: 1 });

  return (
    <StaffShell title={title}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">{title}</h1>
        {data ? (
          <p className="text-sm text-slate-600">{t('adminPitches.list.total', { count: data.total })}</p>
        ) : null}
      </div>
      <div className="mt-4">
        <PitchFilters values={params} onChange={onFilters} />
      </div>
      <div className="mt-6 grid gap-4">
        {isPending ? <p role="status">{t('adminPitches.list.loading')}</p> : null}
        {error ? <StaffLoadError error={error} message={t('adminPitches.list.error')} /> : null}
        {data ? (
          <>
            {data.items.length ? (
              <PitchList items={data.items} />
            ) : (
              <p className="rounded-lg bg-white p-4 text-slate-600">
                {data.total === 0 ? t('adminPitches.list.empty') : t('adminPitches.list.emptyPage')}
              </p>
            )}
            <Pagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={(page) => setParams({ page })}
            />
          </>
        ) : null}
      </div>
    </StaffShell>
  );
}
