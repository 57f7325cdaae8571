import { PRODUCT_IMAGE_SIZES } from '@store/shared/constants';
import type { ProductSummary } from '@store/shared/schemas/products';
import { useTranslation } from 'react-i18next';
import { COVER_SIZES, coverSrcSet } from '../utils/cover-image';

const { small } = PRODUCT_IMAGE_SIZES;

/** The portrait cover at the top of a product page: the largest image above the fold. */
export function ProductCover({
  title,
  images,
}: {
  title: string;
  images: ProductSummary['images'];
}) {
  const { t } = useTranslation();
  return (
    <img
      src={images.cover}
      srcSet={coverSrcSet(images)}
      sizes={COVER_SIZES}
      width={small.width}
      height={small.height}
      fetchPriority="high"
      decoding="async"
      alt={t('product.coverAlt', { title })}
      className="aspect-[3/4] h-auto w-32 shrink-0 rounded-xl bg-slate-100 object-cover shadow-lg ring-1 ring-black/5 sm:w-44 lg:w-56 dark:bg-slate-800 dark:ring-white/10"
    />
  );
}
