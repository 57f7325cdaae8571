import clsx from 'clsx';
import { useId, type ReactNode } from 'react';

interface ContentSectionProps {
  /** The anchor of the section; links such as `/about#pricing` land on it. */
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  /** Alternate sections sit on a tinted band so the page reads in blocks. */
  tinted?: boolean;
  children: ReactNode;
}

/** One block of an information page: an anchor, a small label, an h2 and its content. */
export function ContentSection({
  id,
  eyebrow,
  title,
  intro,
  tinted = false,
  children,
}: ContentSectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      // The layout scrolls hashes 128 px below the top; this covers plain CSS anchor jumps too.
      className={clsx(
        'scroll-mt-32 py-16 sm:py-20',
        tinted &&
          'border-y border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50',
      )}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
            {eyebrow}
          </p>
          <h2
            id={headingId}
            className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white"
          >
            {title}
          </h2>
          {intro ? (
            <p className="mt-4 text-lg text-pretty text-slate-600 dark:text-slate-300">{intro}</p>
          ) : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
