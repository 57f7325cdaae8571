import clsx from 'clsx';
import { useId, type ReactNode } from 'react';

interface CardProps {
  title: string;
  description?: ReactNode;
  /** Shown beside the title, such as a status badge. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled section of a page, named by its heading for assistive tech. */
export function Card({ title, description, aside, className, children }: CardProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={clsx(
        'rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6 dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-bold text-slate-900 dark:text-white">
            {title}
          </h2>
          {description ? (
            <div className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</div>
          ) : null}
        </div>
        {aside}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
