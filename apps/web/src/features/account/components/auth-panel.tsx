import clsx from 'clsx';
import type { ReactNode } from 'react';

interface AuthPanelProps {
  title: string;
  subtitle: string;
  /** Wider for the registration form's two columns. */
  wide?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of the sign-in and registration pages: a heading and a card on a soft backdrop. */
export function AuthPanel({ title, subtitle, wide = false, footer, children }: AuthPanelProps) {
  return (
    <div className="relative isolate overflow-hidden px-4 py-10 sm:py-16">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-80 bg-linear-to-b from-brand-100/70 to-transparent dark:from-brand-950/50"
      />
      <div className={clsx('mx-auto w-full', wide ? 'max-w-2xl' : 'max-w-md')}>
        <div className="text-center">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 dark:text-white">
            {title}
          </h1>
          <p className="mt-2 text-base text-slate-600 dark:text-slate-400">{subtitle}</p>
        </div>
        <div className="mt-8 flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-lg shadow-slate-200/60 sm:p-8 dark:border-slate-800 dark:bg-slate-900 dark:shadow-none">
          {children}
        </div>
        {footer ? (
          <div className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
            {footer}
          </div>
        ) : null}
      </div>
    </div>
  );
}
