import { useTranslation } from 'react-i18next';

type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
};

const buttonClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';

/** First, Previous, Next, Last and "Showing x to y of z results" (spec admin §2). */
export function Pagination({ page, pageSize, total, onPage }: PaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);

  return (
    <nav aria-label={t('adminPitches.pagination.label')} className="flex flex-wrap items-center gap-2">
      <p className="w-full text-sm text-slate-600 sm:w-auto sm:flex-1">
        {t('adminPitches.pagination.showing', { from, to, total })}
        {' · '}
        {t('adminPitches.pagination.page', { page, pages })}
      </p>
      <button type="button" className={buttonClass} disabled={page <= 1} onClick={() => onPage(1)}>
        {t('adminPitches.pagination.first')}
      </button>
      <button type="button" className={buttonClass} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('adminPitches.pagination.previous')}
      </button>
      <button type="button" className={buttonClass} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('adminPitches.pagination.next')}
      </button>
      <button type="button" className={buttonClass} disabled={page >= pages} onClick={() => onPage(pages)}>
        {t('adminPitches.pagination.last')}
      </button>
    </nav>
  );
}
