import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface StatePanelProps {
  icon: LucideIcon;
  title: string;
  description?: string;
  tone?: 'neutral' | 'danger';
  /** `alert` for failures the visitor should hear about at once. */
  role?: 'alert' | 'status';
  children?: ReactNode;
  className?: string;
}

/** The empty, error and notice states of a list or page: icon, message and optional actions. */
export function StatePanel({
  icon: Icon,
  title,
  description,
  tone = 'neutral',
  role,
  children,
  className,
}: StatePanelProps) {
  return (
    <div
      role={role}
      className={clsx(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-10 text-center',
        tone === 'danger'
          ? 'border-rose-300 bg-rose-50/60 dark:border-rose-900 dark:bg-rose-950/30'
          : 'border-slate-300 bg-slate-50/60 dark:border-slate-700 dark:bg-slate-900/40',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'grid size-12 place-items-center rounded-full',
          tone === 'danger'
            ? 'bg-rose-100 text-rose-600 dark:bg-rose-900/50 dark:text-rose-300'
            : 'bg-slate-200 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
        )}
      >
        <Icon className="size-6" />
      </span>
      <p className="text-base font-semibold text-slate-900 dark:text-slate-100">{title}</p>
      {description ? (
        <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">{description}</p>
      ) : null}
      {children ? <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}
