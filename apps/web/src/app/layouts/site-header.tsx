import type { Platform } from '@store/shared/schemas/lookups';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartButton } from '../../features/cart/components/cart-button';
import { useCartAutoOpen } from '../../features/cart/hooks/use-cart-auto-open';
import { lookupQueryOptions } from '../../lib/get-lookup';
import { loadWithRetry } from '../../lib/load-with-retry';
import { HeaderSearch } from '../../features/navigation/components/header-search';
import { AboutOnlyNav, MainNav } from '../../features/navigation/components/main-nav';
import { MobileDrawer } from '../../features/navigation/components/mobile-drawer';
import { Drawer } from '../../ui/drawer';
import { useDrawerState } from '../../features/navigation/hooks/use-drawer-state';
import { useHeaderSearch } from '../../features/navigation/hooks/use-header-search';
import type { PlatformsLookup } from '../../features/navigation/nav-links';
import { useAuthStore } from '../../stores/auth';
import { Logo } from '../../ui/logo';
import { Skeleton } from '../../ui/skeleton';
import { ThemeToggle } from './theme-toggle';
import { DrawerAccount, GuestMenu, UserMenu } from './user-menu';

// The cart's lines, prices and checkout load when the drawer first opens, or when the pointer
// or focus reaches the cart button: no first page shows them.
const loadCartDrawer = () =>
  loadWithRetry(() => import('../../features/cart/components/cart-drawer'));
const CartDrawerContent = lazy(() =>
  loadCartDrawer().then((module) => ({ default: module.CartDrawerContent })),
);
function prefetchCartDrawer() {
  // A failure shows when the drawer opens.
  loadCartDrawer().catch(() => undefined);
}

const EMPTY_PLATFORMS: ReadonlyMap<string, Platform> = new Map();

function indexById(platforms: Platform[]): ReadonlyMap<string, Platform> {
  return new Map(platforms.map((platform) => [platform._id, platform]));
}

/**
 * The platform lookup for the menus, loaded the first time one of them is about to show (most
 * visits never open one), then cached like every lookup.
 */
function usePlatformsLookup(): [PlatformsLookup, () => void] {
  const [wanted, setWanted] = useState(false);
  const query = useQuery({
    ...lookupQueryOptions('platforms'),
    select: indexById,
    enabled: wanted,
  });
  const lookup: PlatformsLookup = {
    // A failed refresh keeps showing what was loaded before.
    status: query.data ? 'success' : query.isError ? 'error' : 'pending',
    byId: query.data ?? EMPTY_PLATFORMS,
    retry: () => void query.refetch(),
  };
  return [
    lookup,
    () => {
      setWanted(true);
    },
  ];
}

/**
 * Store header (spec section 2): brand, platform menus, About us, inline search, theme, cart
 * and account on desktop; logo, search, theme, cart and a menu drawer on phones. While the store
 * is offline or down only About us and the theme remain, as the rest would not work.
 */
export function SiteHeader({ restricted = false }: { restricted?: boolean }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur-md dark:border-slate-800/80 dark:bg-slate-950/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8 xl:gap-4">
        {restricted ? (
          <>
            <HomeLink />
            <div className="ml-auto flex items-center gap-1">
              <AboutOnlyNav />
              <ThemeToggle />
            </div>
          </>
        ) : (
          <StoreHeaderRow />
        )}
      </div>
    </header>
  );
}

function HomeLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      aria-label={t('header.homeLink')}
      className={clsx('flex h-10 shrink-0 items-center rounded-lg', className)}
    >
      <Logo />
    </Link>
  );
}

function StoreHeaderRow() {
  const { t } = useTranslation();
  const search = useHeaderSearch();
  const [platforms, needPlatforms] = usePlatformsLookup();
  const [menuOpen, setMenuOpen] = useDrawerState();
  const [cartOpen, setCartOpen] = useDrawerState();
  const menuId = useId();
  const cartId = useId();
  const user = useAuthStore((state) => state.user);

  useCartAutoOpen(() => {
    setMenuOpen(false);
    setCartOpen(true);
  });

  return (
    <>
      {/* While searching on a phone the field takes the logo's place. */}
      <HomeLink className={clsx(search.open && 'max-lg:hidden')} />

      {/* While searching on desktop the field takes the navigation's place. */}
      {search.open ? null : (
        <MainNav
          lookup={platforms}
          onNeedPlatforms={needPlatforms}
          className="hidden flex-1 lg:block"
        />
      )}

      <div
        className={clsx(
          'flex items-center gap-0.5 sm:gap-1 lg:gap-0.5 xl:gap-1',
          search.open ? 'min-w-0 flex-1' : 'ml-auto',
        )}
      >
        <HeaderSearch search={search} />
        <div className={clsx(search.open && 'max-sm:hidden')}>
          <ThemeToggle />
        </div>
        <CartButton
          expanded={cartOpen}
          controls={cartId}
          onClick={() => {
            setCartOpen(true);
          }}
          onIntent={prefetchCartDrawer}
        />
        <div className="hidden lg:block">
          <AccountEntry />
        </div>
        <button
          type="button"
          aria-label={t('navigation.drawer.open')}
          title={t('navigation.drawer.open')}
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          onClick={() => {
            needPlatforms();
            setMenuOpen(true);
          }}
          className="grid size-10 place-items-center rounded-lg text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 lg:hidden dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          <Menu aria-hidden="true" className="size-5" />
        </button>
      </div>

      <MobileDrawer
        id={menuId}
        open={menuOpen}
        onClose={() => {
          setMenuOpen(false);
        }}
        lookup={platforms}
        account={<DrawerAccount user={user} />}
      />
      <Drawer
        id={cartId}
        open={cartOpen}
        onClose={() => {
          setCartOpen(false);
        }}
        side="right"
        title={t('navigation.cart.title')}
        closeLabel={t('navigation.cart.close')}
      >
        <Suspense fallback={null}>
          <CartDrawerContent
            onClose={() => {
              setCartOpen(false);
            }}
          />
        </Suspense>
      </Drawer>
    </>
  );
}

/** Guests are 'Guest User' with Login and Register; a signed-in user gets their menu. */
function AccountEntry() {
  const user = useAuthStore((state) => state.user);
  const rememberedSignIn = useAuthStore((state) => state.isLoggedIn);

  if (user) return <UserMenu user={user} />;
  // A remembered session is being confirmed; keep the menu's place without flashing Guest User.
  if (rememberedSignIn) return <Skeleton className="size-10 rounded-full" />;
  return <GuestMenu />;
}
