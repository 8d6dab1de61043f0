type SummaryListProps = {
  rows: Array<[label: string, value: string]>;
  testId?: string;
};

/** A label/value list that wraps on a 360 px phone instead of overflowing. */
export function SummaryList({ rows, testId }: SummaryListProps) {
  return (
    <dl
      className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
      data-testid={testId}
    >
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-3">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="font-medium break-all text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
