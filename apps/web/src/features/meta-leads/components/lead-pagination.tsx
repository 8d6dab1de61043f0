import { useTranslation } from 'react-i18next';

type LeadPaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  /** The total is a lower bound: a search with more matches than the server counts. */
  totalCapped?: boolean;
  pageCount: number;
  /** Leads on this page (0 on a page past the end). */
  itemCount: number;
  onPage: (page: number) => void;
};

const buttonClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50';

/** First, Previous, Next, Last and 'Showing x to y of z results' (spec admin §2); 20 a page, paged on the server. */
export function LeadPagination({
  page,
  pageSize,
  total,
  totalCapped = false,
  pageCount,
  itemCount,
  onPage,
}: LeadPaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, pageCount);
  const from = itemCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = itemCount === 0 ? 0 : (page - 1) * pageSize + itemCount;

  return (
    <nav aria-label={t('metaLeads.pagination.label')} className="flex flex-wrap items-center gap-2">
      <p className="w-full text-sm text-slate-700 sm:w-auto sm:flex-1">
        {t(totalCapped ? 'metaLeads.pagination.showingMoreThan' : 'metaLeads.pagination.showing', {
          from,
          to,
          total,
        })}
        {' · '}
        {t('metaLeads.pagination.page', { page, pages })}
      </p>
      <button type="button" className={buttonClass} disabled={page <= 1} onClick={() => onPage(1)}>
        {t('metaLeads.pagination.first')}
      </button>
      <button
        type="button"
        className={buttonClass}
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, pages))}
      >
        {t('metaLeads.pagination.previous')}
      </button>
      <button type="button" className={buttonClass} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('metaLeads.pagination.next')}
      </button>
      <button type="button" className={buttonClass} disabled={page >= pages} onClick={() => onPage(pages)}>
        {t('metaLeads.pagination.last')}
      </button>
    </nav>
  );
}
