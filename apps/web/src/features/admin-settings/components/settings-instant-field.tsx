import { Controller, get } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { useSettingsForm, type SettingsPath } from '@/features/admin-settings/components/settings-field';

// Staff read and type these times in India; the settings store the instant with its +05:30 offset.
const IST_OFFSET_MS = 330 * 60_000;

/** A stored instant as the `datetime-local` value IST shows ("2027-10-20T23:59"), or empty. */
export function toIstLocal(instant: unknown): string {
  if (typeof instant !== 'string' || instant === '') {
    return '';
  }
  const time = new Date(instant).getTime();
  return Number.isNaN(time) ? '' : new Date(time + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** What the input typed, back to an instant; empty means unset. */
export function fromIstLocal(local: string): string | undefined {
  return local ? `${local}:00+05:30` : undefined;
}

type SettingsInstantFieldProps = { name: SettingsPath; label: string; hint?: string };

/** An optional date-time setting (sales end, early-bird end), edited as IST. */
export function SettingsInstantField({ name, label, hint }: SettingsInstantFieldProps) {
  const {
    control,
    formState: { errors },
  } = useSettingsForm();
  const id = `settings-${name.replaceAll('.', '-')}`;
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          id={id}
          label={label}
          error={error}
          hint={hint}
          type="datetime-local"
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={toIstLocal(field.value)}
          onChange={(event) => field.onChange(fromIstLocal(event.target.value))}
        />
      )}
    />
  );
}
