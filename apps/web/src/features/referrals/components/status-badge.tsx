import clsx from 'clsx';

export type BadgeTone = 'neutral' | 'pending' | 'good' | 'bad' | 'brand';

const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
  good: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200',
  bad: 'bg-rose-100 text-rose-800 dark:bg-rose-500/15 dark:text-rose-200',
  brand: 'bg-brand-100 text-brand-800 dark:bg-brand-500/15 dark:text-brand-200',
};

/** A short state word in a coloured pill; the word carries the meaning, not the colour. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: string }) {
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-bold',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
