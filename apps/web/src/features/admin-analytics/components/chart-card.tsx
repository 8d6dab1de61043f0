import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ChartCardProps = {
  id: string;
  title: string;
  /** The chart itself (drawn for sighted users; hidden from screen readers, which get the table). */
  chart: ReactNode;
  columns: string[];
  rows: (string | number)[][];
};

/** A chart with its heading and the same figures as a table behind a toggle. */
export function ChartCard({ id, title, chart, columns, rows }: ChartCardProps) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      <div aria-hidden="true" className="mt-3 h-64 w-full min-w-0">
        {/* The chart library loads on its own; the heading and the table do not wait for it. */}
        <Suspense fallback={<p className="text-sm text-slate-600">{t('adminAnalytics.chart.loading')}</p>}>
          {chart}
        </Suspense>
      </div>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('adminAnalytics.chart.none')}</p>
      ) : null}
      <details className="mt-3">
        <summary className="cursor-pointer rounded text-sm font-semibold text-amber-800 underline focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none">
          {t('adminAnalytics.chart.showTable')}
        </summary>
        <div className="mt-2 max-h-72 overflow-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="border-b border-slate-200 py-1 pr-3 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={String(row[0])}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className="py-1 pr-3 font-normal">
                        {cell}
                      </th>
                    ) : (
                      <td key={index} className="py-1 pr-3">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
