import clsx from 'clsx';
import type { ReactNode } from 'react';
import { PRODUCT_IMAGE_SIZES } from '@store/shared/constants';
import type { Platform } from '@store/shared/schemas/lookups';
import type { ProductSummary } from '@store/shared/schemas/products';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { discountPercent, displayPrice, type PriceCurrency } from '../../../lib/money';
import { hasPriceChoices, pickDisplayEntry } from '../utils/display-entry';
import { productPath } from '../utils/product-path';
import { HighlightedText } from './highlighted-text';
import { ProductPrice } from './product-price';

const { small, cover } = PRODUCT_IMAGE_SIZES;

/** Matches the grid of a product shelf, so the browser picks the small or the cover image. */
const PRODUCT_CARD_IMAGE_SIZES =
  '(min-width: 1280px) 200px, (min-width: 1024px) 16vw, (min-width: 640px) 33vw, 50vw';

interface ProductCardProps {
  product: ProductSummary;
  platforms: ReadonlyMap<string, Platform>;
  currency: PriceCurrency;
  /** Cards visible without scrolling load their image at once. */
  eager?: boolean;
  /** The `sizes` of the cover image, for grids other than a shelf's. */
  imageSizes?: string;
  /** A search whose words are marked in the title. */
  highlight?: string;
  /** A control in the top-right corner of the cover (a favourite button, say), above the card's link. */
  action?: ReactNode;
  /** The platforms the list is filtered by: the card shows one of their entries. */
  platformIds?: readonly number[];
}

export function ProductCard({
  product,
  platforms,
  currency,
  eager = false,
  imageSizes = PRODUCT_CARD_IMAGE_SIZES,
  highlight,
  action,
  platformIds,
}: ProductCardProps) {
  const { t } = useTranslation();
  const entry = pickDisplayEntry(product.platforms, platformIds);
  const platform = entry ? platforms.get(entry.platformId) : undefined;
  const price = entry ? displayPrice(entry) : undefined;
  const percent = price ? discountPercent(price) : 0;

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition duration-200 hover:-translate-y-0.5 hover:shadow-lg has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500 dark:border-slate-800 dark:bg-slate-900 dark:hover:shadow-black/40">
      <div className="relative aspect-[3/4] overflow-hidden bg-slate-100 dark:bg-slate-800">
        <img
          src={product.images.small}
          srcSet={`${product.images.small} ${small.width}w, ${product.images.cover} ${cover.width}w`}
          sizes={imageSizes}
          width={small.width}
          height={small.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          alt={t('catalog.coverAlt', { title: product.title })}
          className="size-full object-cover transition duration-300 group-hover:scale-105"
        />
        {percent > 0 ? (
          <span className="absolute top-2 left-2 rounded-md bg-rose-600 px-1.5 py-0.5 text-xs font-bold text-white shadow">
            <span aria-hidden="true">−{percent}%</span>
            <span className="sr-only">{t('catalog.discount', { percent })}</span>
          </span>
        ) : null}
        {action ? <div className="absolute top-2 right-2 z-10">{action}</div> : null}
        {entry && !entry.inStock ? (
          <span className="absolute inset-x-2 bottom-2 rounded-md bg-slate-900/85 px-2 py-1 text-center text-xs font-semibold text-white">
            {t('catalog.outOfStock')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <p className="flex items-center gap-1.5 text-xs font-medium text-slate-500 dark:text-slate-400">
          <span
            aria-hidden="true"
            className={clsx(
              'size-2 shrink-0 rounded-full ring-1 ring-black/10 dark:ring-white/40',
              !platform && 'bg-slate-400',
            )}
            style={platform ? { backgroundColor: platform.color } : undefined}
          />
          <span className="truncate">{platform?.name ?? t('common.unknownPlatform')}</span>
        </p>
        <h3 className="line-clamp-2 text-sm leading-snug font-semibold text-slate-900 dark:text-slate-100">
          {/* The link covers the whole card, while its name stays just the title. */}
          <Link
            to={productPath(product, entry, platform)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            <HighlightedText text={product.title} query={highlight} />
          </Link>
        </h3>
        {price ? (
          <div className="mt-auto pt-1">
            <ProductPrice
              price={price}
              currency={currency}
              from={hasPriceChoices(product.platforms)}
            />
          </div>
        ) : null}
      </div>
    </article>
  );
}
