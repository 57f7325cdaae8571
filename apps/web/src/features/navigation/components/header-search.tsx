import { Search, X } from 'lucide-react';
import { useId, useRef, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import type { HeaderSearch as HeaderSearchState } from '../hooks/use-header-search';

/**
 * The search button, or once opened the search field in its place; the caller makes room for
 * the field (it hides the navigation or the logo while it shows).
 */
export function HeaderSearch({ search }: { search: HeaderSearchState }) {
  const { t } = useTranslation();
  const inputId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const closeAndReturnFocus = (close: () => void) => {
    // The button comes back only once the field is gone.
    flushSync(close);
    buttonRef.current?.focus();
  };

  if (!search.open) {
    return (
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label={t('navigation.search.open')}
        title={t('navigation.search.open')}
        onClick={search.openSearch}
      >
        <Search aria-hidden="true" className="size-5" />
      </Button>
    );
  }

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    closeAndReturnFocus(search.clearSearch);
  };

  return (
    <form
      role="search"
      onSubmit={(event) => {
        // Every key already searched; Enter has nothing left to send.
        event.preventDefault();
      }}
      className="relative flex min-w-0 flex-1 items-center"
    >
      <label htmlFor={inputId} className="sr-only">
        {t('navigation.search.label')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-3 size-4 text-slate-500 dark:text-slate-400"
      />
      <input
        id={inputId}
        type="search"
        // Opening the search is asking to type: the field takes focus at once.
        autoFocus
        autoComplete="off"
        enterKeyHint="search"
        value={search.text}
        placeholder={t('navigation.search.placeholder')}
        onChange={(event) => {
          search.changeText(event.target.value);
        }}
        onKeyDown={handleKeyDown}
        className="h-10 w-full min-w-0 rounded-full border border-slate-300 bg-white pr-11 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400 [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="button"
        aria-label={t('navigation.search.close')}
        title={t('navigation.search.close')}
        onClick={() => {
          closeAndReturnFocus(search.closeSearch);
        }}
        className="absolute right-1 grid size-8 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </form>
  );
}
