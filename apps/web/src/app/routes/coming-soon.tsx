import { Receipt, Sparkles, Trophy, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { buttonClasses } from '../../ui/button';
import { isComingSoonHandle, type ComingSoonPage } from './coming-soon-handle';

const ICONS: Record<ComingSoonPage, LucideIcon> = {
  purchases: Receipt,
  achievements: Trophy,
};

/** Stands in for a page that is not built yet, inside the real layout, saying what will be there. */
export function ComingSoonRoute() {
  const page = useMatches()
    .map((match) => match.handle)
    .filter(isComingSoonHandle)
    .at(-1)?.comingSoon;
  if (!page) throw new Error('A coming-soon route needs a comingSoon handle');
  return <ComingSoonPanel page={page} key={page} />;
}

function ComingSoonPanel({ page }: { page: ComingSoonPage }) {
  const { t } = useTranslation();
  const title = t(`comingSoon.pages.${page}.title`);
  const Icon = ICONS[page];
  useDocumentTitle(title);

  return (
    <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
      <div className="relative overflow-hidden rounded-3xl border border-slate-200 bg-linear-to-b from-brand-50 to-white px-6 py-12 text-center shadow-sm sm:px-12 dark:border-slate-800 dark:from-brand-950/60 dark:to-slate-900">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800 uppercase dark:bg-brand-500/20 dark:text-brand-200">
          <Sparkles aria-hidden="true" className="size-3.5" />
          {t('comingSoon.badge')}
        </span>
        <span
          aria-hidden="true"
          className="mx-auto mt-6 grid size-16 place-items-center rounded-2xl bg-white text-brand-600 shadow-md ring-1 ring-slate-200 dark:bg-slate-800 dark:text-brand-300 dark:ring-slate-700"
        >
          <Icon className="size-8" />
        </span>
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {title}
        </h1>
        <p className="mt-4 text-sm font-medium text-slate-500 dark:text-slate-400">
          {t('comingSoon.notice')}
        </p>
        <p className="mx-auto mt-2 max-w-xl text-lg text-slate-700 dark:text-slate-200">
          {t(`comingSoon.pages.${page}.description`)}
        </p>

        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonClasses()}>
            {t('common.backHome')}
          </Link>
          <Link to="/products" className={buttonClasses({ variant: 'secondary' })}>
            {t('common.browseProducts')}
          </Link>
        </div>
      </div>
    </div>
  );
}
