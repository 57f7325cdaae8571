import type { ReactNode } from 'react';

interface AdminPageHeaderProps {
  title: string;
  intro?: string;
  /** Buttons or links beside the title, such as an export. */
  actions?: ReactNode;
}

/** The heading of a back office page: its title (the page's one h1), a line on what it is for, actions. */
export function AdminPageHeader({ title, intro, actions }: AdminPageHeaderProps) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {title}
        </h1>
        {intro ? (
          <p className="mt-1 max-w-2xl text-sm text-slate-600 dark:text-slate-400">{intro}</p>
        ) : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
