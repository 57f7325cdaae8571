import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { buttonClasses } from '../../ui/button';

/** Any path outside the route table. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useDocumentTitle(t('notFound.title'));

  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span
        aria-hidden="true"
        className="grid size-20 place-items-center rounded-3xl bg-brand-100 text-brand-600 dark:bg-brand-500/15 dark:text-brand-300"
      >
        <Compass className="size-10" />
      </span>
      <p className="mt-8 text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
        {t('notFound.eyebrow')}
      </p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
        {t('notFound.title')}
      </h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{t('notFound.description')}</p>
      <p className="mt-4 max-w-full text-sm text-slate-500 dark:text-slate-400">
        {t('notFound.requested')}:{' '}
        <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono break-all text-slate-800 dark:bg-slate-800 dark:text-slate-200">
          {pathname}
        </code>
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses({ size: 'lg' })}>
          {t('common.backHome')}
        </Link>
        <Link to="/products" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          {t('common.browseProducts')}
        </Link>
      </div>
    </div>
  );
}
