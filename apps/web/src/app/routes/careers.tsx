import { ArrowDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CareersIntro } from '../../features/company/components/careers-intro';
import { OPEN_POSITIONS_ID, OpenPositions } from '../../features/company/components/open-positions';
import { useOnline } from '../../features/status/hooks/use-online';
import { useDocumentTitle } from '../../lib/use-document-title';
import { buttonClasses } from '../../ui/button';

/**
 * /Careers: one of the pages that work offline (spec section 2). The introduction needs no
 * API; the open positions load once the browser is online.
 */
export function CareersRoute() {
  const { t } = useTranslation();
  const online = useOnline();
  useDocumentTitle(t('company.careers.title'));

  return (
    <>
      <div className="border-b border-slate-200 bg-linear-to-b from-brand-50 to-white dark:border-slate-800 dark:from-brand-950/50 dark:to-slate-950">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
            {t('company.careers.eyebrow')}
          </p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
            {t('company.careers.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-base text-slate-700 sm:text-lg dark:text-slate-300">
            {t('company.careers.lead')}
          </p>
          <a
            href={`#${OPEN_POSITIONS_ID}`}
            className={buttonClasses({ size: 'lg', className: 'mt-8' })}
          >
            {t('company.careers.seePositions')}
            <ArrowDown aria-hidden="true" className="size-4" />
          </a>
        </div>
      </div>
      <div className="mx-auto flex max-w-6xl flex-col gap-14 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <CareersIntro />
        <OpenPositions online={online} />
      </div>
    </>
  );
}
