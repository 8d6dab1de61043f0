import type { ComponentPropsWithRef } from 'react';
import { FormField } from '@/components/ui/form-field';
import { controlProps, type FieldProps } from '@/components/ui/text-field';

type TextAreaFieldProps = FieldProps & Omit<ComponentPropsWithRef<'textarea'>, keyof FieldProps>;

/** A labelled multi-line text box. */
export function TextAreaField({
  id,
  label,
  required,
  error,
  hint,
  className,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint}>
      <textarea {...textarea} {...controlProps({ id, required, error, hint, className })} />
    </FormField>
  );
}
