import clsx from 'clsx';
import type { CategoryId } from '@store/shared/constants';
import { Info, LogIn, ShoppingCart, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isAuthPage } from '../../lib/auth-redirect';
import { useAuthStore } from '../../stores/auth';
import { buttonClasses } from '../../ui/button';
import { Logo } from '../../ui/logo';
import { Skeleton } from '../../ui/skeleton';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

const CATEGORIES: readonly CategoryId[] = ['pc', 'xb', 'ps', 'nt'];
const GIFT_CARD_TYPE = '3';

/**
 * Store header: brand, platform navigation, cart and account entry points. While the store is
 * offline or down only About us is offered (spec section 2), as the rest would not work.
 */
export function SiteHeader({ restricted = false }: { restricted?: boolean }) {
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
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 px-4 sm:gap-x-6 sm:px-6 lg:flex-nowrap lg:px-8">
        <Link
          to="/"
          aria-label={t('header.homeLink')}
          className="flex h-16 shrink-0 items-center rounded-lg"
        >
          <Logo />
        </Link>

        {restricted ? null : (
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
        )}

        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          <Link
            to="/about"
            className={buttonClasses({
              variant: 'ghost',
              // Phones are too narrow for every button; the footer links About us too.
              className: clsx('px-2.5 sm:px-4', !restricted && 'max-sm:hidden'),
            })}
          >
            <Info aria-hidden="true" className="size-4" />
            {/* Only the icon on phones; the text still names the link. */}
            <span className="sr-only sm:not-sr-only">{t('footer.links.about')}</span>
          </Link>
          <ThemeToggle />
          {restricted ? null : (
            <>
              <Link
                to="/cart"
                aria-label={t('header.cart')}
                className={buttonClasses({ variant: 'ghost', size: 'icon' })}
              >
                <ShoppingCart aria-hidden="true" className="size-5" />
              </Link>
              <AccountEntry />
            </>
          )}
        </div>
      </div>
    </header>
  );
}

/** Guests get Log in and Register; a signed-in user their menu (spec section 2). */
function AccountEntry() {
  const { t } = useTranslation();
  const location = useLocation();
  const user = useAuthStore((state) => state.user);
  const rememberedSignIn = useAuthStore((state) => state.isLoggedIn);

  if (user) return <UserMenu user={user} />;
  // A remembered session is being confirmed; keep the menu's place without flashing Log in.
  if (rememberedSignIn) return <Skeleton className="size-10 rounded-full" />;

  // Come back here after signing in, unless already on a sign-in page.
  const from = isAuthPage(location.pathname)
    ? undefined
    : `${location.pathname}${location.search}${location.hash}`;
  return (
    <>
      <Link
        to="/login"
        state={from ? { from } : undefined}
        className={buttonClasses({ variant: 'ghost', className: 'px-2.5 sm:px-4' })}
      >
        {/* On phones only the icon, so the header stays one row; the text still names it. */}
        <LogIn aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">{t('header.login')}</span>
      </Link>
      <Link
        to="/register"
        state={from ? { from } : undefined}
        className={buttonClasses({ size: 'sm', className: 'ml-1 h-9 sm:px-4' })}
      >
        <UserPlus aria-hidden="true" className="hidden size-4 sm:block" />
        <span>{t('header.register')}</span>
      </Link>
    </>
  );
}
