import type { ProductTypeId } from '@store/shared/constants';
import { ArrowRight, PackageOpen } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../ui/button';
import { StatePanel } from '../../../ui/state-panel';
import { usePlatformsById } from '../../../lib/get-lookup';
import { useProducts, type ProductsQuery } from '../api/get-products';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

/** One row on the widest screens. */
const SHELF_SIZE = 6;

/** The list a shelf of one product type shows (the server fills it for the first view too). */
export const shelfQuery = (type: ProductTypeId): ProductsQuery => ({
  type,
  page: 1,
  pageSize: SHELF_SIZE,
});

const GRID = 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6';

interface ProductShelfProps {
  title: string;
  description: string;
  type: ProductTypeId;
  seeAllHref: string;
  /** The first shelf is above the fold: its images load at once. */
  eager?: boolean;
}

/** A titled row of products of one type, with loading, error and empty states. */
export function ProductShelf({ title, description, type, seeAllHref, eager }: ProductShelfProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const products = useProducts(shelfQuery(type));
  const platforms = usePlatformsById();

  const failed = products.isError || platforms.isError;
  const loading = !failed && (products.isPending || platforms.isPending);

  const retry = () => {
    if (products.isError) void products.refetch();
    if (platforms.isError) void platforms.refetch();
  };

  let content;
  if (failed) {
    content = (
      <StatePanel
        variant="error"
        title={t('catalog.error.title')}
        description={t('catalog.error.description')}
      >
        <Button onClick={retry}>{t('common.retry')}</Button>
      </StatePanel>
    );
  } else if (loading || !products.data || !platforms.data) {
    content = (
      <>
        <p role="status" className="sr-only">
          {t('catalog.loadingProducts')}
        </p>
        <ul className={GRID} aria-hidden="true">
          {Array.from({ length: SHELF_SIZE }, (_, index) => (
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      </>
    );
  } else if (products.data.products.length === 0) {
    content = (
      <StatePanel
        icon={PackageOpen}
        title={t('catalog.empty.title')}
        description={t('catalog.empty.description')}
      />
    );
  } else {
    const currency = { code: products.data.currency, symbol: products.data.currencySymbol };
    const platformsById = platforms.data;
    content = (
      <ul className={GRID}>
        {products.data.products.map((product) => (
          <li key={product._id}>
            <ProductCard
              product={product}
              platforms={platformsById}
              currency={currency}
              eager={eager}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} aria-busy={loading}>
      <div className="mb-5 flex items-end justify-between gap-4">
        <div>
          <h2
            id={headingId}
            className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
          >
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
        </div>
        <Link
          to={seeAllHref}
          aria-label={t('catalog.seeAllLabel', { section: title })}
          className="inline-flex shrink-0 items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-900 dark:text-brand-300 dark:hover:text-brand-100"
        >
          {t('catalog.seeAll')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {content}
    </section>
  );
}
