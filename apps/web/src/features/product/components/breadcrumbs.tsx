import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface BreadcrumbsProps {
  /** The catalogue of the product's type, then of its type on its platform family. */
  trail: readonly { label: string; to: string }[];
  current: string;
}

/** Where the page sits in the store, each step a link back. */
export function Breadcrumbs({ trail, current }: BreadcrumbsProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('product.breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
        {[{ label: t('product.home'), to: '/' }, ...trail].map((step) => (
          <li key={step.to} className="flex items-center gap-1">
            <Link
              to={step.to}
              className="rounded hover:text-slate-900 hover:underline dark:hover:text-white"
            >
              {step.label}
            </Link>
            <ChevronRight aria-hidden="true" className="size-3.5 text-slate-400" />
          </li>
        ))}
        <li
          aria-current="page"
          className="min-w-0 truncate font-medium text-slate-900 dark:text-white"
        >
          {current}
        </li>
      </ol>
    </nav>
  );
}
