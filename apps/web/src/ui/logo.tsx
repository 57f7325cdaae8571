import clsx from 'clsx';
import { KeyRound } from 'lucide-react';

/** The BigKeys mark and word mark; the caller supplies the accessible name (usually a link's). */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2', className)}>
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-xl bg-linear-to-br from-brand-500 to-indigo-600 text-white shadow-md shadow-brand-500/30"
      >
        <KeyRound className="size-5" strokeWidth={2.5} />
      </span>
      <span aria-hidden="true" className="text-xl font-extrabold tracking-tight">
        Big<span className="text-brand-600 dark:text-brand-400">Keys</span>
      </span>
    </span>
  );
}
