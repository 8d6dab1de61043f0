import type { PitchApplicationFormValues } from '@eventdesk/contracts/pitch';
import type { HTMLInputTypeAttribute } from 'react';
import { get, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';

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
    <TextField
      id={id}
      label={label}
      required={required}
      error={error}
      type={type}
      {...rest}
      {...register(name)}
    />
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
    <SelectField id={id} label={label} required error={error} {...register(name)}>
      <option value="">{t('pitch.startup.choose')}</option>
      {options.map((option) => {
        const labelKey: string = labelKeys[option];
        return (
          <option key={option} value={option}>
            {t(labelKey)}
          </option>
        );
      })}
    </SelectField>
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
    <TextAreaField
      id={id}
      label={label}
      required
      error={error}
      rows={rows}
      {...register(name)}
      hint={
        <span data-testid={`${id}-count`} className={met ? 'text-green-800' : 'text-amber-800'}>
          {met ? t('pitch.details.countMet', { count }) : t('pitch.details.count', { count, min })}
        </span>
      }
    />
  );
}
