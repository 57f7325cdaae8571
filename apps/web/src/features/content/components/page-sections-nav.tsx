import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface PageSection {
  id: string;
  label: string;
}

/** Jump links to the sections of a long page; the layout scrolls the hash into view. */
export function PageSectionsNav({ sections }: { sections: readonly PageSection[] }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('content.onThisPage')}
      className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950"
    >
      <ul className="mx-auto flex max-w-7xl gap-2 overflow-x-auto px-4 py-3 sm:px-6 lg:px-8">
        {sections.map(({ id, label }) => (
          <li key={id} className="shrink-0">
            <Link
              to={{ hash: id }}
              className="inline-flex h-9 items-center rounded-full border border-slate-200 px-4 text-sm font-semibold text-slate-700 hover:border-brand-400 hover:text-brand-700 dark:border-slate-700 dark:text-slate-200 dark:hover:border-brand-400 dark:hover:text-brand-200"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
