import { useTranslation } from 'react-i18next';

const buttonClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50';

type ReceiptsPagerProps = {
  page: number;
  pageCount: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
};

/** Previous / Next with "Showing x to y of z results", as the registrations list words it. */
export function ReceiptsPager({ page, pageCount, total, pageSize, onPage }: ReceiptsPagerProps) {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const { t } = useTranslation();
  return (
    <nav aria-label={t('adminReceipts.pager.label')} className="flex flex-wrap items-center gap-2">
      <p className="w-full text-sm text-slate-600 sm:w-auto sm:flex-1">
        {t('adminReceipts.pager.showing', { from, to, total })}
      </p>
      <button type="button" className={buttonClass} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('adminReceipts.pager.previous')}
      </button>
      <button
        type="button"
        className={buttonClass}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t('adminReceipts.pager.next')}
      </button>
    </nav>
  );
}
