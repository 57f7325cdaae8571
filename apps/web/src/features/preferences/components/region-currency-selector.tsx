import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSettingsStore } from '../../../stores/app-settings';
import { usePlaceName } from '../hooks/use-place-name';
import { FlagImage } from './flag-image';
import { loadWithRetry } from '../../../lib/load-with-retry';

const loadDialog = () => loadWithRetry(() => import('./region-currency-dialog'));

// Loaded on first use: most visits never open it, and the button is on every page.
const RegionCurrencyDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.RegionCurrencyDialog })),
);

function preloadDialog(): void {
  void loadDialog();
}

/**
 * The current region's flag and currency code; opens the dialog that changes them. Meant for
 * the footer and the header's mobile drawer alike.
 */
export function RegionCurrencySelector({ className }: { className?: string }) {
  const { t } = useTranslation();
  const region = useAppSettingsStore((state) => state.region);
  const currency = useAppSettingsStore((state) => state.currency);
  const placeName = usePlaceName();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const handleClose = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('preferences.selector.button', { region: placeName(region), currency })}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => {
          setOpen(true);
        }}
        className={clsx(
          'inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white pr-2.5 pl-3 text-sm font-semibold text-slate-900 transition-colors hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
          className,
        )}
      >
        <FlagImage code={region} />
        <span>{currency}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-slate-500 dark:text-slate-400" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <RegionCurrencyDialog onClose={handleClose} />
        </Suspense>
      ) : null}
    </>
  );
}
