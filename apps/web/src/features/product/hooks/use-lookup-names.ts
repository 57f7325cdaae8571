import {
  CATEGORY_IDS,
  PRODUCT_TYPES,
  UNKNOWN_LABELS,
  type CategoryId,
} from '@store/shared/constants';
import type { Region } from '@store/shared/schemas/lookups';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type TypeKey = keyof typeof PRODUCT_TYPES;

const TYPE_KEYS: ReadonlyMap<string, TypeKey> = new Map(
  Object.entries(PRODUCT_TYPES).map(([key, id]) => [String(id), key as TypeKey]),
);

const isCategoryId = (id: string): id is CategoryId =>
  (CATEGORY_IDS as readonly string[]).includes(id);

/**
 * Names of lookup ids in the visitor's language; an id the store does not know reads as the
 * spec's 'Unknown Platform', 'Unknown Region', 'Unknown Category' or 'Unknown Type'.
 */
export function useLookupNames() {
  const { t } = useTranslation();
  const type = useCallback(
    (typeId: string) => {
      const key = TYPE_KEYS.get(typeId);
      return key ? t(`product.types.${key}`) : t('product.unknown.type');
    },
    [t],
  );
  const catalogue = useCallback(
    (typeId: string) => {
      const key = TYPE_KEYS.get(typeId);
      return key ? t(`product.catalogues.${key}`) : t('product.unknown.type');
    },
    [t],
  );
  const category = useCallback(
    (categoryId: string) =>
      isCategoryId(categoryId) ? t(`categories.${categoryId}`) : t('product.unknown.category'),
    [t],
  );
  const region = useCallback(
    (found: Pick<Region, 'name'> | undefined) =>
      found?.name && found.name !== UNKNOWN_LABELS.region
        ? found.name
        : t('product.unknown.region'),
    [t],
  );
  const platform = useCallback(
    (found: { name: string } | undefined) => found?.name || t('product.unknown.platform'),
    [t],
  );
  return useMemo(
    () => ({ type, catalogue, category, region, platform }),
    [type, catalogue, category, region, platform],
  );
}
