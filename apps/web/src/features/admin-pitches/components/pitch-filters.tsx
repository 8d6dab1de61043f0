import {
  pitchCategories,
  pitchStatuses,
  turnoverRanges,
  type ListPitchesQuery,
} from '@eventdesk/contracts/pitch';
import { useTranslation } from 'react-i18next';
import { inputClass } from '@/components/ui/form-field';

export type PitchFilterValues = Pick<ListPitchesQuery, 'status' | 'category' | 'turnover'>;

type PitchFiltersProps = {
  values: PitchFilterValues;
  onChange: (values: PitchFilterValues) => void;
};

/** Status, category and turnover; the server filters (and counts) the list. */
export function PitchFilters({ values, onChange }: PitchFiltersProps) {
  const { t } = useTranslation();
  const filters = [
    {
      key: 'status',
      label: t('adminPitches.filters.status'),
      options: pitchStatuses.map((status) => ({ value: status, label: t(`adminPitches.status.${status}`) })),
    },
    {
      key: 'category',
      label: t('adminPitches.filters.category'),
      options: pitchCategories.map((category) => ({ value: category, label: category })),
    },
    {
      key: 'turnover',
      label: t('adminPitches.filters.turnover'),
      options: turnoverRanges.map((range) => ({ value: range, label: range })),
    },
  ] as const;

  return (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <legend className="sr-only">{t('adminPitches.filters.label')}</legend>
      {filters.map((filter) => (
        <div key={filter.key}>
          <label htmlFor={`filter-${filter.key}`} className="block text-sm font-semibold text-slate-800">
            {filter.label}
          </label>
          <select
            id={`filter-${filter.key}`}
            value={values[filter.key] ?? ''}
            onChange={(event) => onChange({ ...values, [filter.key]: event.target.value || undefined })}
            className={inputClass}
          >
            <option value="">{t('adminPitches.filters.all')}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
    </fieldset>
  );
}
