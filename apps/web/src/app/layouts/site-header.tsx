import clsx from 'clsx';
import type { CategoryId } from '@store/shared/constants';
import { LogIn, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../ui/button';
import { Logo } from '../../ui/logo';

const CATEGORIES: readonly CategoryId[] = ['pc', 'xb', 'ps', 'nt'];
const GIFT_CARD_TYPE = '3';

/** Store header: brand, platform navigation, cart and account entry points. */
export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const onProducts = pathname.toLowerCase() === '/products';

  const links = [
    ...CATEGORIES.map((category) => ({
      key: category,
      label: t(`categories.${category}`),
      to: `/products?category=${category}`,
      active: onProducts && params.get('category') === category,
    })),
    {
      key: 'giftCards',
      label: t('header.giftCards'),
      to: `/products?type=${GIFT_CARD_TYPE}`,
      active: onProducts && params.get('type') === GIFT_CARD_TYPE,
    },
  ];

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur-md dark:border-slate-800/80 dark:bg-slate-950/85">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 px-4 sm:px-6 lg:flex-nowrap lg:px-8">
        <Link
          to="/"
          aria-label={t('header.homeLink')}
          className="flex h-16 shrink-0 items-center rounded-lg"
        >
          <Logo />
        </Link>

        <nav
          aria-label={t('header.mainNavigation')}
          className="order-last -mx-4 w-[calc(100%+2rem)] overflow-x-auto border-t border-slate-200/80 px-4 lg:order-none lg:mx-0 lg:w-auto lg:flex-1 lg:border-0 lg:px-0 dark:border-slate-800/80"
        >
          <ul className="flex h-12 min-w-max items-center gap-1 lg:h-16">
            {links.map(({ key, label, to, active }) => (
              <li key={key}>
                <Link
                  to={to}
                  aria-current={active ? 'page' : undefined}
                  className={clsx(
                    'inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold transition-colors',
                    active
                      ? 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-200'
                      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
                  )}
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1 lg:ml-0">
          <Link
            to="/cart"
            aria-label={t('header.cart')}
            className={buttonClasses({ variant: 'ghost', size: 'icon' })}
          >
            <ShoppingCart aria-hidden="true" className="size-5" />
          </Link>
          <Link to="/login" className={buttonClasses({ variant: 'ghost' })}>
            <LogIn aria-hidden="true" className="size-4" />
            <span>{t('header.login')}</span>
          </Link>
        </div>
      </div>
    </header>
  );
}
