import clsx from 'clsx';
import { useId, type ReactNode } from 'react';

/** The props a form control needs to be labelled, described and marked invalid. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

interface FieldProps {
  label: string;
  /** Already translated. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Looks of text inputs and selects, red when the value is refused. */
export function inputClasses(invalid = false, className?: string) {
  return clsx(
    'block h-11 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-xs transition-colors placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:disabled:bg-slate-800',
    invalid
      ? 'border-rose-500 focus:outline-rose-500 dark:border-rose-400'
      : 'border-slate-300 focus:outline-brand-500 dark:border-slate-700',
    className,
  );
}

/** A label, the control, an optional hint and the error, tied together for assistive tech. */
export function Field({ label, error, hint, required = false, className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <div className="flex items-baseline gap-0.5">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
          {label}
        </label>
        {/* Outside the label, so the control's name stays the plain label text. */}
        {required ? (
          <span
            aria-hidden="true"
            className="text-sm font-semibold text-rose-600 dark:text-rose-400"
          >
            *
          </span>
        ) : null}
      </div>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required ? true : undefined,
      })}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-rose-700 dark:text-rose-300">
          {error}
        </p>
      ) : null}
      {hint ? (
        <div id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
