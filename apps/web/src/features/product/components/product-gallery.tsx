import type { ProductSummary } from '@store/shared/schemas/products';
import { useTranslation } from 'react-i18next';
import { useScreenshots } from '../api/get-screenshots';
import { Gallery, type GallerySlide } from './gallery';

interface ProductGalleryProps {
  productId: string;
  title: string;
  images: ProductSummary['images'];
}

/**
 * The large artwork first, then the screenshots as they arrive. Without screenshots (or when
 * they fail to load) the artwork alone still makes a gallery.
 */
export function ProductGallery({ productId, title, images }: ProductGalleryProps) {
  const { t } = useTranslation();
  const screenshots = useScreenshots(productId);
  const slides: GallerySlide[] = [
    { src: images.large, caption: t('product.gallery.artwork', { title }) },
    ...(screenshots.data?.images ?? []).map((image) => ({
      src: image.url,
      caption: image.caption,
    })),
  ];
  return <Gallery key={productId} title={title} slides={slides} />;
}
