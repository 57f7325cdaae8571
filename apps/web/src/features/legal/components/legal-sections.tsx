import { ArrowUp } from 'lucide-react';
import { Link } from 'react-router';
import type { LegalContent, LegalSection } from '../content/types';
import { LegalBlocks } from './legal-blocks';
import { CONTENTS_ID } from './table-of-contents';

interface LegalSectionsProps {
  sections: readonly LegalSection[];
  prices: LegalContent['prices'];
  locale: string;
  backToContents: string;
}

const BODY_CLASSES = 'mt-4 space-y-4';

/** The numbered sections (h2) and subsections (h3), each a link target for its id. */
export function LegalSections({ sections, prices, locale, backToContents }: LegalSectionsProps) {
  return (
    <article className="mt-10 max-w-[70ch] text-base leading-7 text-slate-700 lg:mt-0 dark:text-slate-300">
      {sections.map((section, index) => {
        const number = index + 1;
        return (
          <section
            key={section.id}
            id={section.id}
            tabIndex={-1}
            className="scroll-mt-32 border-t border-slate-200 pt-8 pb-2 outline-none first:border-t-0 first:pt-0 not-first:mt-8 dark:border-slate-800"
          >
            <h2 className="pl-8 -indent-8 sm:pl-10 sm:-indent-10 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl dark:text-white">
              <span className="inline-block w-8 indent-0 sm:w-10 text-brand-700 tabular-nums dark:text-brand-300">
                {number}.
              </span>{' '}
              {section.title}
            </h2>
            {section.blocks.length > 0 ? (
              <div className={BODY_CLASSES}>
                <LegalBlocks blocks={section.blocks} prices={prices} locale={locale} />
              </div>
            ) : null}
            {section.subsections?.map((subsection, subIndex) => (
              <div key={subsection.id} id={subsection.id} className="mt-6 scroll-mt-32">
                <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
                  <span className="mr-2 text-slate-500 tabular-nums dark:text-slate-400">
                    {number}.{subIndex + 1}
                  </span>{' '}
                  {subsection.title}
                </h3>
                <div className="mt-3 space-y-4">
                  <LegalBlocks blocks={subsection.blocks} prices={prices} locale={locale} />
                </div>
              </div>
            ))}
            <p className="mt-6 lg:hidden">
              <Link
                to={{ hash: CONTENTS_ID }}
                onClick={() => {
                  document.getElementById(CONTENTS_ID)?.focus({ preventScroll: true });
                }}
                className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
              >
                <ArrowUp aria-hidden="true" className="size-4" />
                {backToContents}
              </Link>
            </p>
          </section>
        );
      })}
    </article>
  );
}
