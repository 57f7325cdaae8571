import type { ReactNode } from 'react';
import { ReviewsSection } from './reviews-section';
import { SuggestedProducts, type RenderSuggestion } from './suggested-products';

interface ProductLayoutProps {
  productId: string;
  breadcrumbs: ReactNode;
  hero: ReactNode;
  purchase: ReactNode;
  /** Gallery, description, facts and requirements. */
  children: ReactNode;
  renderSuggestion: RenderSuggestion | undefined;
}

/**
 * Every product page's arrangement. On wide screens the purchase panel stays beside the
 * content while it scrolls; on phones it follows the title, before the gallery.
 */
export function ProductLayout({
  productId,
  breadcrumbs,
  hero,
  purchase,
  children,
  renderSuggestion,
}: ProductLayoutProps) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 pt-6 pb-16 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-6">
        {breadcrumbs}
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
          <div className="min-w-0 lg:col-start-1">{hero}</div>
          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <div className="lg:sticky lg:top-24">{purchase}</div>
          </div>
          <div className="flex min-w-0 flex-col gap-10 lg:col-start-1">{children}</div>
        </div>
      </div>
      <ReviewsSection productId={productId} />
      <SuggestedProducts productId={productId} renderCard={renderSuggestion} />
    </div>
  );
}
