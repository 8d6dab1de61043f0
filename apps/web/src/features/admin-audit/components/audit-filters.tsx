import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import type { AuditFilters } from '@/features/admin-audit/api/audit-keys';

const fields = [
  { key: 'actor', label: 'adminAudit.filters.actor' },
  // i18n-ignore: the placeholder is a value to type (a target type as stored), not a message.
  { key: 'targetType', label: 'adminAudit.filters.targetType', placeholder: 'registration' },
  { key: 'targetId', label: 'adminAudit.filters.targetId' },
] as const;

/** Filter by actor, target type and target id; applied when submitted, not on every key stroke. */
export function AuditFiltersForm({
  values,
  onApply,
}: {
  values: AuditFilters;
  onApply: (next: AuditFilters) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AuditFilters>(values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(
      Object.fromEntries(Object.entries(draft).map(([key, value]) => [key, value?.trim() || undefined])),
    );
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-4 sm:items-end"
    >
      {fields.map((field) => (
        <label key={field.key} className="grid text-sm font-semibold text-slate-800">
          {t(field.label)}
          <input
            value={draft[field.key] ?? ''}
            placeholder={'placeholder' in field ? field.placeholder : undefined}
            onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
            className={inputClass}
          />
        </label>
      ))}
      <div className="flex gap-2">
        {/* Applying only changes the query (the list shows its own loading), so the button never waits. */}
        <SubmitButton pending={false} pendingLabel={t('adminAudit.filters.apply')} variant="staff">
          {t('adminAudit.filters.apply')}
        </SubmitButton>
        <button
          type="button"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
          className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none"
        >
          {t('adminAudit.filters.clear')}
        </button>
      </div>
    </form>
  );
}
