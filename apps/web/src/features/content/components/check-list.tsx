import clsx from 'clsx';
import { Check, X } from 'lucide-react';

interface CheckListItem {
  text: string;
  /** A rule that forbids something is marked with a cross instead of a tick. */
  forbidden?: boolean;
}

/** A short list of points, each with a tick (or a cross for what is not allowed). */
export function CheckList({ items }: { items: readonly CheckListItem[] }) {
  return (
    <ul className="space-y-3">
      {items.map(({ text, forbidden = false }) => {
        const Icon = forbidden ? X : Check;
        return (
          <li key={text} className="flex gap-3 text-slate-700 dark:text-slate-200">
            <span
              aria-hidden="true"
              className={clsx(
                'mt-0.5 grid size-6 shrink-0 place-items-center rounded-full',
                forbidden
                  ? 'bg-rose-100 text-rose-700 dark:bg-rose-500/15 dark:text-rose-300'
                  : 'bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300',
              )}
            >
              <Icon className="size-4" />
            </span>
            {text}
          </li>
        );
      })}
    </ul>
  );
}
