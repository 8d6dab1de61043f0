import type { PitchApplicationFormValues } from '@eventdesk/contracts/pitch';
import type { HTMLInputTypeAttribute } from 'react';
import { get, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedBy, FormField, inputClass } from '@/components/ui/form-field';

type Name = FieldPath<PitchApplicationFormValues>;

function useFieldError(name: Name): string | undefined {
  const {
    formState: { errors },
  } = useFormContext<PitchApplicationFormValues>();
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

const fieldId = (name: string) => `pitch-${name.replace(/\./g, '-')}`;

type TextInputProps = {
  name: Name;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
  inputMode?: 'text' | 'email' | 'tel';
};

export function PitchTextInput({ name, label, type = 'text', required = true, ...rest }: TextInputProps) {
  const { register } = useFormContext<PitchApplicationFormValues>();
  const error = useFieldError(name);
  const id = fieldId(name);

  return (
    <FormField id={id} label={label} required={required} error={error}>
      <input
        id={id}
        type={type}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, false, Boolean(error))}
        className={inputClass}
        {...rest}
        {...register(name)}
      />
    </FormField>
  );
}

type SelectProps<V extends string> = {
  name: Name;
  label: string;
  options: readonly V[];
  labelKeys: Record<V, string>;
};

export function PitchSelect<V extends string>({ name, label, options, labelKeys }: SelectProps<V>) {
  const { t } = useTranslation();
  const { register } = useFormContext<PitchApplicationFormValues>();
  const error = useFieldError(name);
  const id = fieldId(name);

  return (
    <FormField id={id} label={label} required error={error}>
      <select
        id={id}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, false, Boolean(error))}
        className={inputClass}
        {...register(name)}
      >
        <option value="">{t('pitch.startup.choose')}</option>
        {options.map((option) => {
          const labelKey: string = labelKeys[option];
          return (
            <option key={option} value={option}>
              {t(labelKey)}
            </option>
          );
        })}
      </select>
    </FormField>
  );
}

type TextAreaProps = {
  name: 'pitchDescription' | 'problemSolving' | 'targetMarket';
  label: string;
  /** The spec's minimum length: the live count shows how far off it is. */
  min: number;
  rows?: number;
};

export function PitchTextArea({ name, label, min, rows = 5 }: TextAreaProps) {
  const { t } = useTranslation();
  const { register, control } = useFormContext<PitchApplicationFormValues>();
  const value = useWatch({ control, name }) ?? '';
  const error = useFieldError(name);
  const id = fieldId(name);
  const count = value.trim().length;
  const met = count >= min;

  return (
    <FormField
      id={id}
      label={label}
      required
      error={error}
      hint={
        <span data-testid={`${id}-count`} className={met ? 'text-green-800' : 'text-amber-800'}>
          {met ? t('pitch.details.countMet', { count }) : t('pitch.details.count', { count, min })}
        </span>
      }
    >
      <textarea
        id={id}
        rows={rows}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, true, Boolean(error))}
        className={inputClass}
        {...register(name)}
      />
    </FormField>
  );
}
