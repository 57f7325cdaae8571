import { CATEGORY_IDS, PRODUCT_TYPES } from '@store/shared/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import type { PriceCurrency } from '../../../lib/money';
import { inputClasses } from '../../../ui/field';
import { useLookup } from '../../../lib/get-lookup';
import { TYPE_KEYS } from '../hooks/use-filter-labels';
import type { CatalogParam, CatalogSelection } from '../utils/catalog-url';
import { FilterGroup, RadioOptions } from './filter-options';
import { MaxPriceFilter } from './max-price-filter';

/** Stands for a value in the URL the store does not know, so the control can show it. */
const UNKNOWN_VALUE = '__unknown';

interface CatalogFilterPanelProps {
  selection: CatalogSelection;
  currency: PriceCurrency;
  onChange: (key: CatalogParam, value: string) => void;
  onReset: () => void;
  /** Whether anything is filtered, so resetting makes sense. */
  filtered: boolean;
}

/** The filters of the catalogue; every change goes straight into the URL. */
export function CatalogFilterPanel({
  selection,
  currency,
  onChange,
  onReset,
  filtered,
}: CatalogFilterPanelProps) {
  const { t } = useTranslation();
  const platformId = useId();
  const genreId = useId();
  const platforms = useLookup('platforms');
  const genres = useLookup('genres');

  const families = selection.category ? [selection.category] : CATEGORY_IDS;
  const listed = new Set(
    (platforms.data ?? [])
      .filter((platform) => families.includes(platform.categoryId))
      .map((platform) => platform._id),
  );
  // A platform value the list does not offer (several ids, a family key) still shows as chosen.
  let platformValue = selection.platform ?? '';
  if (selection.unknown.includes('platform')) platformValue = UNKNOWN_VALUE;
  const extraPlatform =
    platformValue === UNKNOWN_VALUE ||
    (platforms.isSuccess && platformValue !== '' && !listed.has(platformValue));
  const platformNames = platforms.data ?? [];
  const extraLabel =
    platformValue === UNKNOWN_VALUE
      ? t('common.unknownPlatform')
      : selection.platformIds
          .map(
            (id) =>
              platformNames.find((platform) => platform._id === String(id))?.name ??
              t('common.unknownPlatform'),
          )
          .join(', ');

  const genreValue = selection.unknown.includes('genre') ? UNKNOWN_VALUE : (selection.genre ?? '');
  const genreListed = genres.data?.some((genre) => genre._id === genreValue) ?? false;

  return (
    <div>
      <div className="flex min-h-9 items-center justify-between gap-3 pb-3">
        <h2 className="text-base font-bold text-slate-900 dark:text-white">
          {t('catalogPage.filters.title')}
        </h2>
        {filtered ? (
          <Button variant="ghost" size="sm" onClick={onReset} className="-mr-2">
            {t('catalogPage.filters.reset')}
          </Button>
        ) : null}
      </div>

      <FilterGroup title={t('catalogPage.filters.category')}>
        <RadioOptions
          value={selection.category ?? ''}
          onChange={(value) => {
            onChange('category', value);
          }}
          options={[
            { value: '', label: t('catalogPage.filters.allCategories') },
            ...CATEGORY_IDS.map((id) => ({ value: id, label: t(`categories.${id}`) })),
          ]}
        />
      </FilterGroup>

      <FilterGroup as="div" title={t('catalogPage.filters.platform')} labelFor={platformId}>
        <select
          id={platformId}
          value={platformValue}
          onChange={(event) => {
            onChange('platform', event.target.value);
          }}
          className={inputClasses(false, 'h-10')}
        >
          <option value="">{t('catalogPage.filters.allPlatforms')}</option>
          {extraPlatform ? <option value={platformValue}>{extraLabel}</option> : null}
          {families.map((family) => (
            <optgroup key={family} label={t(`categories.${family}`)}>
              {(platforms.data ?? [])
                .filter((platform) => platform.categoryId === family)
                .map((platform) => (
                  <option key={platform._id} value={platform._id}>
                    {platform.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </FilterGroup>

      <FilterGroup title={t('catalogPage.filters.type')}>
        <RadioOptions
          value={selection.type === undefined ? '' : String(selection.type)}
          onChange={(value) => {
            onChange('type', value);
          }}
          options={[
            { value: '', label: t('catalogPage.filters.allTypes') },
            ...Object.values(PRODUCT_TYPES).map((type) => ({
              value: String(type),
              label: t(`catalogPage.types.${TYPE_KEYS[type]}`),
            })),
          ]}
        />
      </FilterGroup>

      <FilterGroup as="div" title={t('catalogPage.filters.genre')} labelFor={genreId}>
        <select
          id={genreId}
          value={genreValue}
          disabled={genres.isPending}
          onChange={(event) => {
            onChange('genre', event.target.value);
          }}
          className={inputClasses(false, 'h-10')}
        >
          <option value="">{t('catalogPage.filters.allGenres')}</option>
          {genres.isSuccess && genreValue !== '' && !genreListed ? (
            <option value={genreValue}>{t('catalogPage.unknown.genre')}</option>
          ) : null}
          {(genres.data ?? []).map((genre) => (
            <option key={genre._id} value={genre._id}>
              {genre.name}
            </option>
          ))}
        </select>
        {genres.isError ? (
          <p className="mt-2 flex flex-wrap items-center gap-x-2 text-sm text-rose-700 dark:text-rose-300">
            {t('catalogPage.filters.genresFailed')}
            <button
              type="button"
              onClick={() => void genres.refetch()}
              className="font-semibold underline underline-offset-2"
            >
              {t('common.retry')}
            </button>
          </p>
        ) : null}
      </FilterGroup>

      <div className="border-t border-slate-200 py-4 dark:border-slate-800">
        <MaxPriceFilter
          // A new URL value (Back, a chip, a reset) replaces whatever was typed.
          key={selection.maxPrice ?? ''}
          value={selection.maxPrice}
          currency={currency}
          onApply={(value) => {
            onChange('maxPrice', value);
          }}
        />
      </div>
    </div>
  );
}
