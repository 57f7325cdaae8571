import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '../../../ui/field';
import { Skeleton } from '../../../ui/skeleton';
import { matchesPlace, type PlaceOption } from '../utils/place-options';
import { FlagImage } from './flag-image';

interface PlacePickerProps {
  /** Undefined while the lists load. */
  options: { regions: PlaceOption[]; countries: PlaceOption[] } | undefined;
  value: string;
  onChange: (option: PlaceOption) => void;
  searchRef: (element: HTMLInputElement | null) => void;
}

/**
 * The region choice: a search box over one radio group of regions and countries, so arrows
 * move through the list and Tab leaves it, as for any radio group.
 */
export function PlacePicker({ options, value, onChange, searchRef }: PlacePickerProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const name = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const ready = options !== undefined;

  useEffect(() => {
    // Show the current choice when the list first appears, as the list starts scrolled to it.
    if (!ready) return;
    const checked = listRef.current?.querySelector<HTMLElement>('input:checked');
    const list = listRef.current;
    if (!checked || !list) return;
    list.scrollTop = checked.offsetTop - list.clientHeight / 2;
  }, [ready]);

  const groups = options
    ? [
        { key: 'regions', label: t('preferences.dialog.regions'), items: options.regions },
        { key: 'countries', label: t('preferences.dialog.countries'), items: options.countries },
      ].map((group) => ({
        ...group,
        items: group.items.filter((option) => matchesPlace(option, query)),
      }))
    : [];
  const empty = ready && groups.every((group) => group.items.length === 0);

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">
        {t('preferences.dialog.region')}
      </legend>
      <label htmlFor={searchId} className="sr-only">
        {t('preferences.dialog.search')}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
        />
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          value={query}
          autoComplete="off"
          placeholder={t('preferences.dialog.searchPlaceholder')}
          onChange={(event) => {
            setQuery(event.target.value);
          }}
          className={inputClasses(false, 'pl-9')}
        />
      </div>
      <div
        ref={listRef}
        className="relative h-64 overflow-y-auto rounded-lg border border-slate-200 p-1 dark:border-slate-800"
      >
        {!ready ? (
          <div className="space-y-2 p-2">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-8" />
            ))}
          </div>
        ) : null}
        {empty ? (
          <p className="px-3 py-6 text-center text-sm text-slate-600 dark:text-slate-400">
            {t('preferences.dialog.noMatch', { query: query.trim() })}
          </p>
        ) : null}
        {groups.map((group) =>
          group.items.length === 0 ? null : (
            <div key={group.key} role="group" aria-label={group.label}>
              <p
                aria-hidden="true"
                className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
              >
                {group.label}
              </p>
              {group.items.map((option) => (
                <label
                  key={option.code}
                  className="flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-slate-100 has-checked:bg-brand-50 has-checked:font-semibold has-checked:text-brand-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:has-checked:bg-brand-950/70 dark:has-checked:text-brand-100"
                >
                  <input
                    type="radio"
                    name={name}
                    value={option.code}
                    checked={option.code === value}
                    onChange={() => {
                      onChange(option);
                    }}
                    className="size-4 shrink-0 accent-brand-600 dark:accent-brand-400"
                  />
                  <FlagImage code={option.code} lazy />
                  <span className="min-w-0 flex-1 truncate">{option.name}</span>
                  {option.currency ? (
                    <span className="text-xs font-medium text-slate-600 tabular-nums dark:text-slate-400">
                      {option.currency}
                    </span>
                  ) : null}
                </label>
              ))}
            </div>
          ),
        )}
      </div>
    </fieldset>
  );
}
