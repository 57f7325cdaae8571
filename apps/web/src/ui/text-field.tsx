import type { ComponentProps, ReactNode } from 'react';
import { Field, inputClasses } from './field';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'className' | 'required'> & {
  label: string;
  /** Already translated; marks the input invalid and describes it. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Classes of the field around label and input. */
  className?: string;
  /** Classes added to the input's own. */
  inputClassName?: string;
};

/**
 * A labelled text input: its error and hint are tied to it with `aria-describedby`, an error
 * marks it `aria-invalid`, and a required field says so with `aria-required`.
 */
export function TextField({
  label,
  error,
  hint,
  required,
  className,
  inputClassName,
  ...props
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <input {...control} {...props} className={inputClasses(Boolean(error), inputClassName)} />
      )}
    </Field>
  );
}
