import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';

const OFFLINE_LINKS = [
  { key: 'about', to: '/about' },
  { key: 'pos', to: '/about/pos' },
  { key: 'api', to: '/about/api' },
  { key: 'terms', to: '/terms' },
  { key: 'privacy', to: '/privacy' },
  { key: 'careers', to: '/careers' },
] as const;

/** Shown instead of any page that needs the API while the browser is offline. */
export function OfflinePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('offline.title'));
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span
        aria-hidden="true"
        className="grid size-20 place-items-center rounded-3xl bg-slate-100 text-slate-600 shadow-inner dark:bg-slate-800 dark:text-slate-300"
      >
        <WifiOff className="size-10" />
      </span>
      <h1 className="mt-8 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {t('offline.title')}
      </h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{t('offline.description')}</p>
      <p className="mt-6 text-sm font-semibold text-slate-900 dark:text-white">
        {t('offline.stillWorks')}
      </p>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {OFFLINE_LINKS.map(({ key, to }) => (
          <li key={key}>
            <Link
              to={to}
              className="inline-flex h-9 items-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              {t(`footer.links.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
