import { useId, type ReactNode } from 'react';

/** A titled box of the ticket's page, a region named by its heading. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} className="mb-3 text-base font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}
