import { PRODUCT_TYPES } from '@store/shared/constants';
import type { Platform } from '@store/shared/schemas/lookups';
import clsx from 'clsx';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../../ui/skeleton';
import {
  menuPlatforms,
  productsPath,
  sellsCards,
  type MenuKey,
  type PlatformsLookup,
} from '../nav-links';

interface PlatformListProps {
  menuKey: MenuKey;
  lookup: PlatformsLookup;
  /** Two columns in the wide desktop panels; one in the drawer. */
  columns?: 1 | 2;
}

const platformLinkClasses =
  'flex items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-100 dark:text-white dark:hover:bg-slate-800';

const chipClasses =
  'inline-flex h-7 items-center rounded-full border border-slate-200 px-2.5 text-xs font-medium text-slate-700 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800 dark:border-slate-700 dark:text-slate-300 dark:hover:border-brand-400/60 dark:hover:bg-brand-500/15 dark:hover:text-brand-100';

function PlatformDot({ platform }: { platform: Platform }) {
  return (
    <span
      aria-hidden="true"
      className="size-2.5 shrink-0 rounded-full ring-1 ring-slate-900/15 dark:ring-white/40"
      style={{ backgroundColor: platform.color }}
    />
  );
}

/**
 * The platforms of one header menu, by the ids of the spec and the names of the lookup: games
 * per platform with gift and subscription card shortcuts, or the gift cards of every platform.
 * Shows skeleton lines while the lookup loads and a retry on failure.
 */
export function PlatformList({ menuKey, lookup, columns = 1 }: PlatformListProps) {
  const { t } = useTranslation();

  if (lookup.status === 'pending') {
    return (
      <div role="status" className="space-y-3 py-1">
        <span className="sr-only">{t('navigation.families.loading')}</span>
        {[0, 1, 2].map((line) => (
          <Skeleton key={line} className={clsx('h-4', line === 1 ? 'w-28' : 'w-40')} />
        ))}
      </div>
    );
  }

  if (lookup.status === 'error') {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 py-1 text-sm">
        <p className="text-slate-700 dark:text-slate-300">{t('navigation.families.loadFailed')}</p>
        <button
          type="button"
          onClick={lookup.retry}
          className="inline-flex items-center gap-1.5 rounded-md font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          <RotateCw aria-hidden="true" className="size-3.5" />
          {t('navigation.families.retry')}
        </button>
      </div>
    );
  }

  const platforms = menuPlatforms(menuKey, lookup.byId);
  const listClasses = clsx('grid gap-x-4 gap-y-1', columns === 2 && 'sm:grid-cols-2');

  if (menuKey === 'giftCards') {
    return (
      <ul className={listClasses}>
        {platforms.map((platform) => (
          <li key={platform._id}>
            <Link
              to={productsPath(PRODUCT_TYPES.giftCard, platform._id)}
              aria-label={t('navigation.families.giftCardsOf', { platform: platform.name })}
              className={platformLinkClasses}
            >
              <PlatformDot platform={platform} />
              {platform.name}
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <ul className={clsx(listClasses, 'gap-y-2')}>
      {platforms.map((platform) => (
        <li key={platform._id}>
          <Link
            to={productsPath(PRODUCT_TYPES.game, platform._id)}
            aria-label={t('navigation.families.gamesOf', { platform: platform.name })}
            className={platformLinkClasses}
          >
            <PlatformDot platform={platform} />
            {platform.name}
          </Link>
          {sellsCards(platform) ? (
            <div className="mt-1 flex flex-wrap gap-1.5 pl-7">
              <Link
                to={productsPath(PRODUCT_TYPES.giftCard, platform._id)}
                aria-label={t('navigation.families.giftCardsOf', { platform: platform.name })}
                className={chipClasses}
              >
                {t('navigation.families.giftCards')}
              </Link>
              <Link
                to={productsPath(PRODUCT_TYPES.subscriptionCard, platform._id)}
                aria-label={t('navigation.families.subscriptionsOf', { platform: platform.name })}
                className={chipClasses}
              >
                {t('navigation.families.subscriptions')}
              </Link>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
