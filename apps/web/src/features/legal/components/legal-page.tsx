import { FileText, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { StatePanel } from '../../../ui/state-panel';
import { LEGAL_LAST_UPDATED, LEGAL_LOCALES } from '../constants';
import type { LegalDocumentName } from '../content/types';
import { useLegalContent } from '../hooks/use-legal-content';
import { formatLegalDate } from '../utils/format';
import { LegalHighlights } from './legal-highlights';
import { LegalSections } from './legal-sections';
import { LegalText } from './legal-text';
import { TableOfContents } from './table-of-contents';

const ICONS = { terms: FileText, privacy: ShieldCheck } as const;

/**
 * A legal document in the interface language: title, date, key facts, contents and the
 * numbered sections. Its name comes from the main texts, so the heading stands at once.
 */
export function LegalPage({ page }: { page: LegalDocumentName }) {
  const { t } = useTranslation();
  const name = t(`footer.links.${page}`);
  const state = useLegalContent();
  useDocumentTitle(name);

  if (state.status === 'loading') {
    return (
      <PageFrame page={page} title={name}>
        <div role="status" className="mt-10 max-w-[70ch] space-y-4">
          <span className="sr-only">{t('common.loadingPage')}</span>
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      </PageFrame>
    );
  }

  if (state.status === 'error') {
    return (
      <PageFrame page={page} title={name}>
        <StatePanel
          variant="error"
          title={t('routeError.title')}
          description={t('routeError.description')}
          className="mt-10 max-w-2xl"
        >
          <Button onClick={state.retry}>{t('common.retry')}</Button>
        </StatePanel>
      </PageFrame>
    );
  }

  const { content, language } = state;
  const legal = content[page];
  const locale = LEGAL_LOCALES[language];
  return (
    <PageFrame
      page={page}
      title={legal.title}
      eyebrow={content.ui.eyebrow}
      meta={
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {content.ui.lastUpdated}:{' '}
          <time
            dateTime={LEGAL_LAST_UPDATED}
            className="font-medium text-slate-800 dark:text-slate-200"
          >
            {formatLegalDate(LEGAL_LAST_UPDATED, locale)}
          </time>
        </p>
      }
      intro={legal.intro}
      lang={language}
    >
      <LegalHighlights title={content.ui.highlights} highlights={legal.highlights} />
      <div className="mt-12 gap-12 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
        <TableOfContents title={content.ui.contents} sections={legal.sections} />
        <LegalSections
          sections={legal.sections}
          prices={content.prices}
          locale={locale}
          backToContents={content.ui.backToContents}
        />
      </div>
    </PageFrame>
  );
}

interface PageFrameProps {
  page: LegalDocumentName;
  title: string;
  eyebrow?: string;
  meta?: ReactNode;
  intro?: string;
  /** The language of the texts, which can lag behind the interface for a moment. */
  lang?: string;
  children: ReactNode;
}

function PageFrame({ page, title, eyebrow, meta, intro, lang, children }: PageFrameProps) {
  const Icon = ICONS[page];
  return (
    <div lang={lang} className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <div className="max-w-[70ch]">
        <p className="flex min-h-5 items-center gap-2 text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
          <Icon aria-hidden="true" className="size-4" />
          {eyebrow}
        </p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
          {title}
        </h1>
        {meta}
        {intro ? (
          <p className="mt-5 text-lg leading-8 text-slate-700 dark:text-slate-300">
            <LegalText text={intro} />
          </p>
        ) : null}
      </div>
      {children}
    </div>
  );
}
