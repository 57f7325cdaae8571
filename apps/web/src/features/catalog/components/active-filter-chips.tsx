import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FilterChip } from '../hooks/use-filter-labels';
import type { CatalogParam } from '../utils/catalog-url';

interface ActiveFilterChipsProps {
  chips: readonly FilterChip[];
  onRemove: (key: CatalogParam) => void;
  onReset: () => void;
}

/** The filters in force, each removable on its own, and one action to remove them all. */
export function ActiveFilterChips({ chips, onRemove, onReset }: ActiveFilterChipsProps) {
  const { t } = useTranslation();
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label={t('catalogPage.chips.label')} className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              aria-label={t('catalogPage.chips.remove', { label: chip.label })}
              onClick={() => {
                onRemove(chip.key);
              }}
              className="inline-flex h-8 max-w-64 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 pr-2 pl-3 text-sm font-medium text-brand-800 transition-colors hover:border-brand-300 hover:bg-brand-100 dark:border-brand-400/30 dark:bg-brand-500/15 dark:text-brand-100 dark:hover:bg-brand-500/25"
            >
              <span className="truncate">{chip.label}</span>
              <X aria-hidden="true" className="size-3.5 shrink-0" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onReset}
        className="h-8 rounded-full px-2 text-sm font-semibold text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline dark:text-slate-300 dark:hover:text-white"
      >
        {t('catalogPage.filters.reset')}
      </button>
    </div>
  );
}
