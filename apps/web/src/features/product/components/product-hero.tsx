import type { ReviewSummary } from '@store/shared/schemas/product-details';
import type { ProductSummary } from '@store/shared/schemas/products';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductCover } from './product-cover';
import { StarRating } from './star-rating';

interface ProductHeroProps {
  title: string;
  images: ProductSummary['images'];
  /** Short facts shown as tags: type, platform, age rating. */
  tags: readonly string[];
  reviews: ReviewSummary;
  /** A few key facts beside the cover on wider screens (the full list follows further down). */
  highlights?: readonly { label: string; value: string }[];
  /** A line under the title, such as the game a DLC extends. */
  children?: ReactNode;
}

/** The top of a product page: cover, title, tags and the review summary. */
export function ProductHero({
  title,
  images,
  tags,
  reviews,
  highlights = [],
  children,
}: ProductHeroProps) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-4 sm:gap-6">
      <ProductCover title={title} images={images} />
      <div className="flex min-w-0 flex-col gap-3 sm:pt-2">
        <h1 className="text-2xl font-extrabold tracking-tight break-words text-slate-900 sm:text-4xl dark:text-white">
          {title}
        </h1>
        <ul className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li
              key={tag}
              className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-200"
            >
              {tag}
            </li>
          ))}
        </ul>
        <a
          href="#reviews"
          className="inline-flex w-fit flex-wrap items-center gap-2 rounded text-sm text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
        >
          <StarRating
            value={reviews.average}
            label={t('product.reviews.averageLabel', { average: reviews.average })}
          />
          {reviews.count > 0 ? (
            <span>
              <span className="font-semibold text-slate-900 dark:text-white">
                {reviews.average.toFixed(1)}
              </span>{' '}
              · {t('product.reviews.count', { count: reviews.count })}
            </span>
          ) : (
            <span>{t('product.reviews.none')}</span>
          )}
        </a>
        {children}
        {highlights.length > 0 ? (
          <dl className="mt-2 hidden grid-cols-2 gap-x-6 gap-y-3 border-t border-slate-200 pt-4 text-sm sm:grid dark:border-slate-800">
            {highlights.map((highlight) => (
              <div key={highlight.label} className="min-w-0">
                <dt className="text-slate-500 dark:text-slate-400">{highlight.label}</dt>
                <dd className="truncate font-semibold text-slate-900 dark:text-slate-100">
                  {highlight.value}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </div>
  );
}
