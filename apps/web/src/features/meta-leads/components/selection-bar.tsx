import { useTranslation } from 'react-i18next';

type SelectionBarProps = {
  selectedCount: number;
  allSelected: boolean;
  onToggleAll: (checked: boolean) => void;
  onReassign: () => void;
  onClear: () => void;
};

const buttonClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50';

/** Select the page's leads (the table header has the same box on wide screens) and reassign the selection. */
export function SelectionBar({
  selectedCount,
  allSelected,
  onToggleAll,
  onReassign,
  onClear,
}: SelectionBarProps) {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded-lg bg-white p-2 shadow-sm"
      data-testid="lead-selection-bar"
    >
      <label className="flex items-center gap-2 text-sm font-semibold min-[1340px]:hidden">
        <input
          type="checkbox"
          className="size-5 accent-slate-900"
          checked={allSelected}
          onChange={(event) => onToggleAll(event.target.checked)}
        />
        {t('metaLeads.selection.selectPage')}
      </label>
      <span className="text-sm text-slate-700" aria-live="polite">
        {t('metaLeads.selection.count', { count: selectedCount })}
      </span>
      <span className="flex flex-wrap gap-2 sm:ml-auto">
        <button type="button" className={buttonClass} disabled={selectedCount === 0} onClick={onReassign}>
          {t('metaLeads.selection.reassign')}
        </button>
        <button type="button" className={buttonClass} disabled={selectedCount === 0} onClick={onClear}>
          {t('metaLeads.selection.clear')}
        </button>
      </span>
    </div>
  );
}
