import type { ReactNode } from 'react';

// The panels of a customer's back-office page.

/** One titled panel; `wide` spans both columns on large screens. */
export function Section({
  title,
  children,
  wide,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section
      aria-label={title}
      className={`rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900 ${wide ? 'lg:col-span-2' : ''}`}
    >
      <h2 className="mb-3 text-base font-bold text-slate-900 dark:text-white">{title}</h2>
      {children}
    </section>
  );
}

/** Labels and values, side by side where there is room. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="break-words text-slate-900 dark:text-slate-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
