import { useTranslation } from 'react-i18next';

/** One labelled fact; a missing value leaves the row out. */
export interface ProductFact {
  key: string;
  label: string;
  value: string | undefined;
}

/** Developer, publisher, release date and the other facts of a product, as a definition list. */
export function ProductFacts({ facts }: { facts: readonly ProductFact[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="product-facts" className="flex flex-col gap-4">
      <h2 id="product-facts" className="text-xl font-bold text-slate-900 dark:text-white">
        {t('product.facts.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {facts
          .filter((fact) => fact.value)
          .map((fact) => (
            <div
              key={fact.key}
              className="flex flex-col gap-0.5 rounded-xl bg-slate-50 px-4 py-3 text-sm ring-1 ring-slate-200/70 dark:bg-slate-900 dark:ring-slate-800"
            >
              <dt className="text-slate-500 dark:text-slate-400">{fact.label}</dt>
              <dd className="font-semibold break-words text-slate-900 dark:text-slate-100">
                {fact.value}
              </dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
