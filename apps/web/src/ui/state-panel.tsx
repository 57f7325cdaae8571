import clsx from 'clsx';
import { LoaderCircle, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type StatePanelVariant = 'empty' | 'loading' | 'error';

const VARIANTS: Record<
  StatePanelVariant,
  { icon?: LucideIcon; role?: 'alert' | 'status'; panel: string; badge: string }
> = {
  empty: {
    panel: 'border-slate-300 bg-slate-50/60 dark:border-slate-700 dark:bg-slate-900/40',
    badge: 'bg-slate-200 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
  },
  // Announced politely: the wait may end on its own.
  loading: {
    icon: LoaderCircle,
    role: 'status',
    panel: 'border-slate-300 bg-slate-50/60 dark:border-slate-700 dark:bg-slate-900/40',
    badge: 'bg-slate-200 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
  },
  // Announced at once: something failed that the visitor should hear about.
  error: {
    icon: TriangleAlert,
    role: 'alert',
    panel: 'border-rose-300 bg-rose-50/60 dark:border-rose-900 dark:bg-rose-950/30',
    badge: 'bg-rose-100 text-rose-600 dark:bg-rose-900/50 dark:text-rose-300',
  },
};

interface StatePanelProps {
  variant?: StatePanelVariant;
  /** Needed for `empty`; `loading` and `error` have their own. */
  icon?: LucideIcon;
  title: string;
  description?: string;
  /** Announces an `empty` panel too, such as the answer to a search. */
  role?: 'status';
  /** Actions, such as Retry or a link on. */
  children?: ReactNode;
  className?: string;
}

/** The empty, loading and error states of a list or page: icon, message and optional actions. */
export function StatePanel({
  variant = 'empty',
  icon,
  title,
  description,
  role,
  children,
  className,
}: StatePanelProps) {
  const style = VARIANTS[variant];
  const Icon = icon ?? style.icon;
  return (
    <div
      role={role ?? style.role}
      className={clsx(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-10 text-center',
        style.panel,
        className,
      )}
    >
      {Icon ? (
        <span
          aria-hidden="true"
          className={clsx('grid size-12 place-items-center rounded-full', style.badge)}
        >
          <Icon className="size-6" />
        </span>
      ) : null}
      <p className="text-base font-semibold text-slate-900 dark:text-slate-100">{title}</p>
      {description ? (
        <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">{description}</p>
      ) : null}
      {children ? <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}
