import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '../../ui/button';
import { StatePanel } from '../../ui/state-panel';

/**
 * Shown when a page fails to render or its code fails to load (often a new release replaced
 * the old files); a reload fetches the current ones. When the connection was lost, the reload
 * happens by itself as soon as it returns.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();

  // What stopped the page, for whoever opens the browser's console.
  useEffect(() => {
    console.error(error);
  }, [error]);

  useEffect(() => {
    if (navigator.onLine) return;
    const reload = () => {
      window.location.reload();
    };
    window.addEventListener('online', reload, { once: true });
    return () => {
      window.removeEventListener('online', reload);
    };
  }, []);

  return (
    <div className="mx-auto max-w-2xl px-4 py-20">
      <StatePanel
        variant="error"
        title={t('routeError.title')}
        description={t('routeError.description')}
      >
        <Button
          onClick={() => {
            window.location.reload();
          }}
        >
          {t('routeError.reload')}
        </Button>
        <Link to="/" reloadDocument className={buttonClasses({ variant: 'secondary' })}>
          {t('common.backHome')}
        </Link>
      </StatePanel>
    </div>
  );
}

/** The last resort when even the layout cannot render. */
export function RootRouteError() {
  return (
    <div className="min-h-dvh bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <main>
        <RouteError />
      </main>
    </div>
  );
}
