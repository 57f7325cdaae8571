import type { ProductDetails, SystemRequirementLevel } from '@store/shared/schemas/product-details';
import { useTranslation } from 'react-i18next';

type Requirements = NonNullable<ProductDetails['systemRequirements']>;

const ROWS = [
  'os',
  'processor',
  'memory',
  'graphics',
  'directx',
  'storage',
  'notes',
] as const satisfies readonly (keyof SystemRequirementLevel)[];

/** PC system requirements, minimum beside recommended. */
export function SystemRequirements({ requirements }: { requirements: Requirements }) {
  const { t } = useTranslation();
  const levels = (['minimum', 'recommended'] as const).flatMap((level) => {
    const values = requirements[level];
    return values ? [{ level, values }] : [];
  });
  if (levels.length === 0) return null;

  return (
    <section aria-labelledby="system-requirements" className="flex flex-col gap-4">
      <h2 id="system-requirements" className="text-xl font-bold text-slate-900 dark:text-white">
        {t('product.requirements.title')}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {levels.map(({ level, values }) => (
          <div
            key={level}
            className="rounded-2xl border border-slate-200 bg-slate-50/60 p-5 dark:border-slate-800 dark:bg-slate-900/60"
          >
            <h3 className="text-sm font-bold tracking-wide text-brand-700 uppercase dark:text-brand-300">
              {t(`product.requirements.${level}`)}
            </h3>
            <dl className="mt-3 flex flex-col gap-2.5 text-sm">
              {ROWS.map((row) =>
                values[row] ? (
                  <div key={row}>
                    <dt className="font-medium text-slate-500 dark:text-slate-400">
                      {t(`product.requirements.${row}`)}
                    </dt>
                    <dd className="text-slate-900 dark:text-slate-100">{values[row]}</dd>
                  </div>
                ) : null,
              )}
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}
