import { useId, type ReactNode } from 'react';
import type { EventSettings, EventSettingsInput } from '@eventdesk/contracts/settings';
import { get, useFormContext, type FieldPath } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';

export type SettingsPath = FieldPath<EventSettingsInput>;

/** The form's context, typed for the settings (input values in, parsed settings out). */
export const useSettingsForm = () => useFormContext<EventSettingsInput, unknown, EventSettings>();

type SettingsFieldProps = {
  name: SettingsPath;
  label: string;
  type?: 'text' | 'number' | 'date' | 'time' | 'email' | 'url' | 'tel';
  /** A number that may be left empty (stored as null), e.g. an original price. */
  nullableNumber?: boolean;
  required?: boolean;
  hint?: string;
  lang?: string;
};

const fieldId = (name: string) => `settings-${name.replaceAll('.', '-')}`;

/** One labelled input bound to a settings path, with the schema's or the server's message under it. */
export function SettingsField({
  name,
  label,
  type = 'text',
  nullableNumber,
  required,
  hint,
  lang,
}: SettingsFieldProps) {
  const {
    register,
    formState: { errors },
  } = useSettingsForm();
  const id = fieldId(name);
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const numeric = type === 'number';
  const registration = numeric
    ? register(name, {
        setValueAs: (value: unknown) =>
          value === '' || value === null ? (nullableNumber ? null : Number.NaN) : Number(value),
      })
    : register(name);

  return (
    <TextField
      id={id}
      label={label}
      required={required}
      error={error}
      hint={hint}
      type={type}
      lang={lang}
      inputMode={numeric ? 'numeric' : undefined}
      step={numeric ? 1 : undefined}
      {...registration}
    />
  );
}

/** A checkbox bound to a boolean setting. */
export function SettingsCheckbox({ name, label }: { name: SettingsPath; label: string }) {
  const { register } = useSettingsForm();
  const id = fieldId(name);
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm font-semibold text-slate-800">
      <input id={id} type="checkbox" className="size-4 accent-amber-700" {...register(name)} />
      {label}
    </label>
  );
}

export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  // Not derived from the title: a translated (Tamil) title has no Latin letters to make an id of.
  const id = `settings-section-${useId()}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <div className="mt-4 grid gap-4">{children}</div>
    </section>
  );
}
