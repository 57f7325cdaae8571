import type { Region } from '@store/shared/schemas/lookups';
import type { ReactNode } from 'react';
import type { RenderSuggestion } from './suggested-products';

/** The entry a favourite heart saves. */
export interface FavoriteTarget {
  productId: string;
  platformGroupId: string;
  title: string;
}

/** What the app puts into a product page from other features (they do not import each other). */
export interface ProductPageSlots {
  /** The favourite heart of the chosen entry. */
  renderFavorite: (target: FavoriteTarget) => ReactNode;
  /** Cards of suggested products; undefined until they can be drawn. */
  renderSuggestion: RenderSuggestion | undefined;
  /** Regions by id, to name an entry's region; undefined while unknown. */
  regions: ReadonlyMap<string, Region> | undefined;
  /** Shown when the URL names no product of this kind. */
  notFound: ReactNode;
}
