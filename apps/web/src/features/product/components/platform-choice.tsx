import clsx from 'clsx';
import type { ProductPlatformInfo } from '@store/shared/schemas/product-details';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface PlatformChoiceProps {
  platforms: readonly ProductPlatformInfo[];
  currentId: string;
  /** The page URL of the product on a platform. */
  pathFor: (platform: ProductPlatformInfo) => string;
}

/** The platforms the product is sold on; each is a page of its own (spec section 2). */
export function PlatformChoice({ platforms, currentId, pathFor }: PlatformChoiceProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('product.choose.platform')}>
      <p aria-hidden="true" className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
        {t('product.choose.platform')}
      </p>
      <ul className="flex flex-wrap gap-2">
        {platforms.map((platform) => {
          const current = platform._id === currentId;
          return (
            <li key={platform._id}>
              <Link
                to={pathFor(platform)}
                preventScrollReset
                aria-current={current ? 'page' : undefined}
                className={clsx(
                  'inline-flex h-9 items-center rounded-full border px-3.5 text-sm font-semibold transition-colors',
                  current
                    ? 'border-brand-600 bg-brand-600 text-white dark:border-brand-400 dark:bg-brand-400 dark:text-slate-950'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-slate-500 dark:hover:text-white',
                )}
              >
                {platform.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
