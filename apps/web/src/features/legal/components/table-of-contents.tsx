import { Link } from 'react-router';
import type { LegalSection } from '../content/types';

/** The element the table of contents sits in; "back to contents" links point here. */
export const CONTENTS_ID = 'contents';

interface TableOfContentsProps {
  title: string;
  sections: readonly LegalSection[];
}

/** Moves keyboard and screen-reader focus along with the scroll, as a native anchor would. */
function focusSection(id: string) {
  document.getElementById(id)?.focus({ preventScroll: true });
}

/** Numbered links to every section; on wide screens it stays in view beside the text. */
export function TableOfContents({ title, sections }: TableOfContentsProps) {
  return (
    <nav
      id={CONTENTS_ID}
      tabIndex={-1}
      aria-labelledby="contents-title"
      className="scroll-mt-32 rounded-2xl border border-slate-200 bg-slate-50 p-5 outline-none lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:py-0 lg:pr-2 lg:pl-1 dark:border-slate-800 dark:bg-slate-900/60 lg:dark:bg-transparent"
    >
      <h2
        id="contents-title"
        className="text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white"
      >
        {title}
      </h2>
      <ol className="mt-3 space-y-0.5 text-sm lg:border-l lg:border-slate-200 lg:dark:border-slate-800">
        {sections.map((section, index) => (
          <li key={section.id}>
            <Link
              to={{ hash: section.id }}
              onClick={() => {
                focusSection(section.id);
              }}
              className="-ml-px block rounded-md py-1.5 pr-2 pl-9 -indent-7 text-slate-700 hover:bg-slate-100 hover:text-slate-950 lg:rounded-none lg:rounded-r-md lg:border-l lg:border-transparent lg:pl-10 lg:hover:border-brand-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              <span className="inline-block w-6 indent-0 text-right text-slate-500 tabular-nums dark:text-slate-400">
                {index + 1}.
              </span>{' '}
              {section.title}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
