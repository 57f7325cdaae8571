import clsx from 'clsx';
import { useId, type ReactNode } from 'react';

/** The heading and spacing every group of the filter panel shares. */
export function FilterGroup({
  title,
  as = 'fieldset',
  labelFor,
  children,
}: {
  title: string;
  /** A fieldset for radio buttons; a plain group with a label for a single control. */
  as?: 'fieldset' | 'div';
  labelFor?: string;
  children: ReactNode;
}) {
  const titleClasses =
    'mb-2 block text-xs font-bold tracking-wide text-slate-500 uppercase dark:text-slate-400';
  if (as === 'div') {
    return (
      <div className="border-t border-slate-200 py-4 dark:border-slate-800">
        <label htmlFor={labelFor} className={titleClasses}>
          {title}
        </label>
        {children}
      </div>
    );
  }
  return (
    <fieldset className="border-t border-slate-200 py-4 dark:border-slate-800">
      <legend className={clsx(titleClasses, 'float-left w-full')}>{title}</legend>
      <div className="clear-left">{children}</div>
    </fieldset>
  );
}

interface RadioOption {
  value: string;
  label: string;
}

/** A short list of choices, one of which is always picked (the first means "any"). */
export function RadioOptions({
  options,
  value,
  onChange,
}: {
  options: readonly RadioOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  const name = useId();
  return (
    <ul className="flex flex-col gap-0.5">
      {options.map((option) => (
        <li key={option.value}>
          <label className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm text-slate-700 transition-colors hover:bg-slate-100 has-checked:bg-brand-50 has-checked:font-semibold has-checked:text-brand-800 has-focus-visible:outline-2 has-focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:has-checked:bg-brand-500/15 dark:has-checked:text-brand-200">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => {
                onChange(option.value);
              }}
              className="size-4 accent-brand-600 focus:outline-none dark:accent-brand-400"
            />
            {option.label}
          </label>
        </li>
      ))}
    </ul>
  );
}
