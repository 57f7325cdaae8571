import { CATEGORY_IDS, type CategoryId, type ProductTypeId } from '@store/shared/constants';
import { currencyExponent, minorWithinMilli } from '@store/shared/rules/money';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/money';
import { useAnnouncedCurrency } from '../../../lib/use-announced-currency';
import { useLookup, usePlatformsById } from '../../../lib/get-lookup';
import type { CatalogParam, CatalogSelection } from '../utils/catalog-url';

/** The translation key of each product type's plural name. */
export const TYPE_KEYS = {
  1: 'games',
  2: 'dlc',
  3: 'giftCards',
  4: 'subscriptionCards',
} as const satisfies Record<ProductTypeId, string>;

/** An active filter as the customer sees it, and the parameter that removes it. */
export interface FilterChip {
  key: CatalogParam;
  label: string;
}

function isCategoryId(value: string): value is CategoryId {
  return (CATEGORY_IDS as readonly string[]).includes(value);
}

/**
 * Names for what a catalogue URL selects: the heading, and the chips of the active filters.
 * Names from lookups still loading are null (heading) or an ellipsis (chips).
 */
export function useFilterLabels() {
  const { t } = useTranslation();
  const platforms = usePlatformsById();
  const genres = useLookup('genres');
  const currency = useAnnouncedCurrency();

  const platformName = (selection: CatalogSelection): string | null => {
    if (selection.unknown.includes('platform')) return t('common.unknownPlatform');
    if (!selection.platform) return null;
    // A family key stands for every platform of the family: it is named like the family.
    if (isCategoryId(selection.platform)) return t(`categories.${selection.platform}`);
    if (!platforms.data) return platforms.isError ? t('common.unknownPlatform') : null;
    const byId = platforms.data;
    return selection.platformIds
      .map((id) => byId.get(String(id))?.name ?? t('common.unknownPlatform'))
      .join(', ');
  };

  const categoryName = (selection: CatalogSelection): string | undefined => {
    if (selection.unknown.includes('category')) return t('catalogPage.unknown.category');
    return selection.category ? t(`categories.${selection.category}`) : undefined;
  };

  const typeName = (selection: CatalogSelection): string | undefined => {
    if (selection.unknown.includes('type')) return t('catalogPage.unknown.type');
    return selection.type ? t(`catalogPage.types.${TYPE_KEYS[selection.type]}`) : undefined;
  };

  const genreName = (selection: CatalogSelection): string | undefined => {
    if (selection.unknown.includes('genre')) return t('catalogPage.unknown.genre');
    if (!selection.genre) return undefined;
    if (genres.isPending) return '…';
    const genre = genres.data?.find((entry) => entry._id === selection.genre);
    return genre?.name ?? t('catalogPage.unknown.genre');
  };

  /** What the list shows, or null while the platform's name is still loading. */
  const heading = (selection: CatalogSelection): string | null => {
    if (selection.search) return t('catalogPage.heading.search', { search: selection.search });
    const hasPlatform = selection.platform !== undefined || selection.unknown.includes('platform');
    const place = hasPlatform ? platformName(selection) : categoryName(selection);
    if (place === null) return null;
    const type = typeName(selection);
    if (type && place) return t('catalogPage.heading.typeOn', { type, place });
    if (place) return t('catalogPage.heading.allOn', { place });
    return type ?? t('catalogPage.heading.all');
  };

  /** The chips of the filters that narrow the list, in the order of the filter panel. */
  const chips = (selection: CatalogSelection): FilterChip[] => {
    const list: FilterChip[] = [];
    const add = (key: CatalogParam, label: string | null | undefined) => {
      if (label !== undefined) list.push({ key, label: label ?? '…' });
    };
    if (selection.search) {
      add('search', t('catalogPage.chips.search', { search: selection.search }));
    }
    add('category', categoryName(selection));
    if (selection.platform !== undefined || selection.unknown.includes('platform')) {
      add('platform', platformName(selection));
    }
    add('type', typeName(selection));
    add('genre', genreName(selection));
    if (selection.maxPriceMilli !== undefined) {
      // The bound the server applies: whole minor units of the currency, "¥19" for 19.99.
      const minor = minorWithinMilli(selection.maxPriceMilli, currencyExponent(currency.code));
      const price = formatPrice(minor, currency);
      add('maxPrice', t('catalogPage.chips.upTo', { price }));
    }
    return list;
  };

  return { heading, chips };
}
