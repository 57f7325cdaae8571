import type { LucideIcon } from 'lucide-react';

interface Step {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Numbered steps of a process, across on wide screens and down on phones. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map(({ icon: Icon, title, text }, index) => (
        <li
          key={title}
          className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-xs dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="grid size-9 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white dark:bg-brand-500 dark:text-slate-950"
            >
              {index + 1}
            </span>
            <Icon aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
          </div>
          <h3 className="mt-4 text-lg font-bold text-slate-900 dark:text-white">{title}</h3>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{text}</p>
        </li>
      ))}
    </ol>
  );
}
