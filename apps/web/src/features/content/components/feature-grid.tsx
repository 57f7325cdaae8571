import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Icon, title and text for each point of a section, in a responsive grid. */
export function FeatureGrid({
  features,
  columns = 3,
}: {
  features: readonly Feature[];
  /** Cards per row on wide screens. */
  columns?: 3 | 4;
}) {
  return (
    <ul
      className={clsx(
        'grid gap-5 sm:grid-cols-2',
        columns === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3',
      )}
    >
      {features.map(({ icon: Icon, title, text }) => (
        <li
          key={title}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xs dark:border-slate-800 dark:bg-slate-900"
        >
          <span
            aria-hidden="true"
            className="grid size-11 place-items-center rounded-xl bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300"
          >
            <Icon className="size-5" />
          </span>
          <h3 className="mt-4 text-lg font-bold text-slate-900 dark:text-white">{title}</h3>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{text}</p>
        </li>
      ))}
    </ul>
  );
}
