import clsx from 'clsx';

interface ProgressBarProps {
  /** 0–100. */
  percent: number;
  /** What the bar measures, for assistive tech. */
  label: string;
  /** Read out instead of the bare percentage, such as "750 of 2,000 XP". */
  valueText?: string;
  tone?: 'brand' | 'emerald' | 'amber';
  size?: 'sm' | 'md';
  className?: string;
}

const TONES = {
  brand: 'bg-brand-600 dark:bg-brand-400',
  emerald: 'bg-emerald-500 dark:bg-emerald-400',
  amber: 'bg-amber-500 dark:bg-amber-400',
} as const;

/** A horizontal bar filled to a percentage, announced as a progress bar. */
export function ProgressBar({
  percent,
  label,
  valueText,
  tone = 'brand',
  size = 'md',
  className,
}: ProgressBarProps) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={clsx(
        'w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800',
        size === 'sm' ? 'h-2' : 'h-3',
        className,
      )}
    >
      <div
        className={clsx('h-full rounded-full transition-[width] duration-500', TONES[tone])}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
