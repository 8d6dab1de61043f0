import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

type ListPaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  /** Rows on this page (0 on a page past the end). */
  itemCount: number;
  onPage: (page: number) => void;
};

const buttonClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50';

/** 'Showing x to y of z results'; a page past the end shows 0 to 0. */
export function showingText(
  t: TFunction,
  page: number,
  pageSize: number,
  total: number,
  itemCount: number,
): string {
  const from = itemCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = itemCount === 0 ? 0 : (page - 1) * pageSize + itemCount;
  return t('adminRegistrations.pagination.showing', { from, to, total });
}

export function pageCount(pageSize: number, total: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** First, Previous, Next, Last (spec admin §2). */
export function ListPagination({ page, pageSize, total, itemCount, onPage }: ListPaginationProps) {
  const { t } = useTranslation();
  const pages = pageCount(pageSize, total);
  return (
    <nav aria-label={t('adminRegistrations.pagination.label')} className="flex flex-wrap items-center gap-2">
      <p className="w-full text-sm text-slate-700 sm:w-auto sm:flex-1">
        {showingText(t, page, pageSize, total, itemCount)}
      </p>
      <button type="button" className={buttonClass} disabled={page <= 1} onClick={() => onPage(1)}>
        {t('adminRegistrations.pagination.first')}
      </button>
      <button
        type="button"
        className={buttonClass}
        disabled={page <= 1}
        onClick={() => onPage(Math.min(page - 1, pages))}
      >
        {t('adminRegistrations.pagination.previous')}
      </button>
      <button
        type="button"
        className={buttonClass}
        disabled={page >= pages}
        onClick={() => onPage(Math.min(page + 1, pages))}
      >
        {t('adminRegistrations.pagination.next')}
      </button>
      <button type="button" className={buttonClass} disabled={page >= pages} onClick={() => onPage(pages)}>
        {t('adminRegistrations.pagination.last')}
      </button>
    </nav>
  );
}
