import {
  DEFAULT_PRODUCT_SORT,
  PRODUCT_SORTS,
  type ProductSort,
} from '@store/shared/schemas/products';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '../../../ui/field';

interface SortSelectProps {
  value: ProductSort | undefined;
  /** With a search, the best matches come first unless another order is chosen. */
  searching: boolean;
  /** Gets '' for the default order, which the URL leaves out. */
  onChange: (value: string) => void;
}

/** The order of the list: A–Z by default, best match first while searching. */
export function SortSelect({ value, searching, onChange }: SortSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const fallback = searching ? '' : DEFAULT_PRODUCT_SORT;

  return (
    <div className="flex items-center gap-2">
      <label
        htmlFor={id}
        className="text-sm font-medium whitespace-nowrap text-slate-600 max-sm:sr-only dark:text-slate-400"
      >
        {t('catalogPage.sort.label')}
      </label>
      <select
        id={id}
        value={value ?? fallback}
        onChange={(event) => {
          const chosen = event.target.value;
          onChange(chosen === fallback ? '' : chosen);
        }}
        className={inputClasses(false, 'h-10 w-auto min-w-0 pr-8')}
      >
        {searching ? <option value="">{t('catalogPage.sort.relevance')}</option> : null}
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`catalogPage.sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
