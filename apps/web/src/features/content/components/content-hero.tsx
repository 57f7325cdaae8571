import clsx from 'clsx';
import type { ReactNode } from 'react';

export type HeroTone = 'brand' | 'indigo' | 'night';

const TONES: Record<HeroTone, string> = {
  brand:
    'from-brand-700 via-violet-700 to-indigo-800 dark:from-brand-950 dark:via-violet-950 dark:to-slate-950',
  indigo:
    'from-indigo-800 via-brand-700 to-fuchsia-700 dark:from-indigo-950 dark:via-brand-950 dark:to-slate-950',
  night:
    'from-slate-900 via-indigo-900 to-brand-800 dark:from-slate-950 dark:via-indigo-950 dark:to-brand-950',
};

interface ContentHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  tone?: HeroTone;
  /** Calls to action under the lead. */
  actions: ReactNode;
  /** Shown under the actions, such as key figures. */
  children?: ReactNode;
  /** Decoration beside the text on wide screens. */
  aside?: ReactNode;
}

/** The opening banner of an information page, holding its only h1. */
export function ContentHero({
  eyebrow,
  title,
  lead,
  tone = 'brand',
  actions,
  children,
  aside,
}: ContentHeroProps) {
  return (
    <div
      className={clsx('relative isolate overflow-hidden bg-linear-to-br text-white', TONES[tone])}
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 -z-10 size-96 rounded-full bg-fuchsia-400/25 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-16 -z-10 size-80 rounded-full bg-indigo-400/25 blur-3xl"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1fr)_auto] lg:px-8 lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-pretty text-brand-50/90">{lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
          {children}
        </div>
        {aside ? <div className="hidden lg:block">{aside}</div> : null}
      </div>
    </div>
  );
}
