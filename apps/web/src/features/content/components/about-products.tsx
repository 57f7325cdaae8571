import { CATEGORY_IDS, PRODUCT_TYPES, type CategoryId } from '@store/shared/constants';
import { ArrowRight, CalendarClock, Gamepad2, Gift, Puzzle, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type ProductKind = 'games' | 'dlc' | 'giftCards' | 'subscriptions';

const KINDS: readonly { key: ProductKind; type: number; icon: LucideIcon; tile: string }[] = [
  {
    key: 'games',
    type: PRODUCT_TYPES.game,
    icon: Gamepad2,
    tile: 'bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300',
  },
  {
    key: 'dlc',
    type: PRODUCT_TYPES.dlc,
    icon: Puzzle,
    tile: 'bg-sky-100 text-sky-700 dark:bg-sky-500/15 dark:text-sky-300',
  },
  {
    key: 'giftCards',
    type: PRODUCT_TYPES.giftCard,
    icon: Gift,
    tile: 'bg-rose-100 text-rose-700 dark:bg-rose-500/15 dark:text-rose-300',
  },
  {
    key: 'subscriptions',
    type: PRODUCT_TYPES.subscriptionCard,
    icon: CalendarClock,
    tile: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300',
  },
];

// Brand colours of the four platform families, as on the home page.
const PLATFORM_TILES: Readonly<Record<CategoryId, string>> = {
  pc: 'from-slate-700 to-slate-900',
  xb: 'from-green-700 to-green-900',
  ps: 'from-blue-700 to-blue-900',
  nt: 'from-red-700 to-red-900',
};

/** What the store sells: the four kinds of product and the platform families. */
export function AboutProducts() {
  const { t } = useTranslation();
  const platformsId = useId();
  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {KINDS.map(({ key, type, icon: Icon, tile }) => (
          <li
            key={key}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-xs dark:border-slate-800 dark:bg-slate-900"
          >
            <span
              aria-hidden="true"
              className={`grid size-11 place-items-center rounded-xl ${tile}`}
            >
              <Icon className="size-5" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-slate-900 dark:text-white">
              {t(`content.about.products.items.${key}.title`)}
            </h3>
            <p className="mt-2 flex-1 text-slate-600 dark:text-slate-300">
              {t(`content.about.products.items.${key}.text`)}
            </p>
            <Link
              to={`/products?type=${type}`}
              className="mt-5 inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline dark:text-brand-300 dark:hover:text-brand-200"
            >
              {t(`content.about.products.items.${key}.link`)}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>

      <nav aria-labelledby={platformsId} className="mt-10">
        <p id={platformsId} className="text-sm font-semibold text-slate-900 dark:text-white">
          {t('content.about.products.platformsLabel')}
        </p>
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {CATEGORY_IDS.map((category) => (
            <li key={category}>
              <Link
                to={`/products?category=${category}`}
                className={`flex h-14 items-center justify-center rounded-xl bg-linear-to-br ${PLATFORM_TILES[category]} text-sm font-bold text-white shadow-md ring-1 ring-black/5 transition hover:-translate-y-0.5 hover:shadow-lg dark:ring-white/10`}
              >
                {t(`categories.${category}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
