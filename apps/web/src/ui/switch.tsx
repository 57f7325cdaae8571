import clsx from 'clsx';
import type { ComponentProps } from 'react';

/** An on/off switch: a checkbox announced as a switch, so forms read it like any checkbox. */
export function Switch({ className, ...props }: Omit<ComponentProps<'input'>, 'type' | 'role'>) {
  return (
    <span className={clsx('relative inline-flex shrink-0', className)}>
      <input
        type="checkbox"
        role="switch"
        className="peer h-6 w-11 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors checked:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-slate-700 dark:checked:bg-brand-500"
        {...props}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow-sm transition-transform peer-checked:translate-x-5"
      />
    </span>
  );
}
