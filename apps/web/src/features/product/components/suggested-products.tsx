import type { ProductSummary } from '@store/shared/schemas/products';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceCurrency } from '../../../lib/money';
import { Skeleton } from '../../../ui/skeleton';
import { useSuggestedProducts } from '../api/get-suggested-products';

/** Draws one suggested product as a card; undefined while the cards cannot be drawn yet. */
export type RenderSuggestion = (product: ProductSummary, currency: PriceCurrency) => ReactNode;

interface SuggestedProductsProps {
  productId: string;
  renderCard: RenderSuggestion | undefined;
}

const GRID = 'grid grid-cols-2 gap-4 sm:grid-cols-4';

/**
 * Products of the same genre or platform. They are an extra: when they fail to load the page
 * simply goes without them.
 */
export function SuggestedProducts({ productId, renderCard }: SuggestedProductsProps) {
  const { t } = useTranslation();
  const suggested = useSuggestedProducts(productId);
  if (suggested.isError || suggested.data?.products.length === 0) return null;
  const ready = suggested.data && renderCard;

  return (
    <section aria-labelledby="suggested-title" aria-busy={!ready} className="flex flex-col gap-5">
      <div>
        <h2 id="suggested-title" className="text-2xl font-bold text-slate-900 dark:text-white">
          {t('product.suggested.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {t('product.suggested.description')}
        </p>
      </div>
      {ready ? (
        <ul className={GRID}>
          {suggested.data.products.map((product) => (
            <li key={product._id}>
              {renderCard(product, {
                code: suggested.data.currency,
                symbol: suggested.data.currencySymbol,
              })}
            </li>
          ))}
        </ul>
      ) : (
        <ul className={GRID} aria-hidden="true">
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index} className="flex flex-col gap-2">
              <Skeleton className="aspect-[3/4] rounded-xl" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-4 w-1/3" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
