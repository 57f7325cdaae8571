import clsx from 'clsx';

/** A placeholder block shaped like content that is still loading; hidden from assistive tech. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={clsx('animate-pulse rounded-md bg-slate-200 dark:bg-slate-800', className)}
    />
  );
}
