import clsx from 'clsx';

interface HeroStat {
  value: string;
  label: string;
}

/** Key figures in a hero banner; each reads "label: value" to assistive tech. */
export function HeroStats({ stats }: { stats: readonly HeroStat[] }) {
  return (
    <dl
      className={clsx(
        'mt-12 grid max-w-3xl grid-cols-2 gap-3',
        stats.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-4',
      )}
    >
      {stats.map(({ value, label }) => (
        <div
          key={label}
          className="flex flex-col-reverse justify-end rounded-2xl bg-white/10 px-4 py-3 ring-1 ring-white/15 backdrop-blur-sm"
        >
          <dt className="text-sm text-brand-50">{label}</dt>
          <dd className="text-2xl font-extrabold tracking-tight">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
