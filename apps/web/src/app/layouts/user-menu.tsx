import type { User } from '@store/shared/schemas/auth';
import clsx from 'clsx';
import { ChevronDown, LogIn, LogOut, UserPlus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { isAuthPage } from '../../lib/auth-redirect';
import { buttonClasses } from '../../ui/button';
import { DASHBOARD_SECTIONS } from '../routes/dashboard-sections';
import { UserAvatar } from './user-avatar';

type FocusTarget = 'first' | 'last';

const ITEM_CLASSES =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 outline-none hover:bg-slate-100 focus:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus:bg-slate-800';

const ICON_CLASSES = 'size-4 text-slate-500 dark:text-slate-400';

/** The name a signed-in user is shown by: the first name, or the e-mail while it is missing. */
function displayName(user: User): string {
  return user.firstName && user.firstName !== 'Unknown' ? user.firstName : user.email;
}

/** Sign-in and registration come back here afterwards, unless already on one of those pages. */
function useSignInState(): { from: string } | undefined {
  const location = useLocation();
  if (isAuthPage(location.pathname)) return undefined;
  return { from: `${location.pathname}${location.search}${location.hash}` };
}

/** Ends the session and goes to the sign-in page (spec section 2: Logout goes to /login). */
function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    // Loaded on demand: the API client and its schemas stay out of the first load.
    const { logout } = await import('../../features/account/api/logout');
    await logout();
    await navigate('/login');
  };
}

interface AccountMenuProps {
  /** The button's content; its text names the button. */
  trigger: ReactNode;
  /** Who the menu is for, above the items. */
  heading: ReactNode;
  /** The menu items; choosing one closes the menu. */
  children: ReactNode;
}

/**
 * A menu button as the ARIA practices describe it: Enter, Space and the arrows open it, arrows,
 * Home and End move, Escape closes and returns focus, Tab and a click outside close it.
 */
function AccountMenu({ trigger, heading, children }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const [pendingFocus, setPendingFocus] = useState<FocusTarget | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();

  const menuItems = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const focusItem = (index: number) => {
    const items = menuItems();
    items.at(index % items.length)?.focus();
  };

  const openMenu = (focus: FocusTarget) => {
    setOpen(true);
    setPendingFocus(focus);
  };

  const closeMenu = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    // The items exist only once the menu has rendered open.
    if (!open || !pendingFocus) return;
    menuItems()
      .at(pendingFocus === 'first' ? 0 : -1)
      ?.focus();
  }, [open, pendingFocus]);

  useEffect(() => {
    if (!open) return;
    const handlePointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => {
      document.removeEventListener('pointerdown', handlePointerDown);
    };
  }, [open]);

  const handleButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const handleMenuKeyDown = (event: KeyboardEvent) => {
    const items = menuItems();
    const current = items.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1 + items.length);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        closeMenu(true);
        break;
      case 'Tab':
        closeMenu(false);
        break;
      default:
        break;
    }
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          if (open) closeMenu(false);
          else openMenu('first');
        }}
        onKeyDown={handleButtonKeyDown}
        className="inline-flex h-10 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-semibold text-slate-800 transition-colors hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        {trigger}
        <ChevronDown
          aria-hidden="true"
          className={clsx(
            'size-4 text-slate-500 transition-transform motion-reduce:transition-none',
            open && 'rotate-180',
          )}
        />
      </button>

      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={handleMenuKeyDown}
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest('[role="menuitem"]')) {
              closeMenu(false);
            }
          }}
          className="absolute right-0 z-50 mt-2 w-64 origin-top-right rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl dark:border-slate-800 dark:bg-slate-900"
        >
          <div role="none" className="px-3 pt-2 pb-2.5">
            {heading}
          </div>
          <div role="none" className="my-1 h-px bg-slate-200 dark:bg-slate-800" />
          {children}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The signed-in user's menu: name, avatar, the dashboard's sections and Logout (spec section 2).
 * Only the avatar shows on small screens; the name still names the button.
 */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const name = displayName(user);

  return (
    <AccountMenu
      trigger={
        <>
          <UserAvatar className="size-8" />
          <span className="sr-only max-w-32 truncate xl:not-sr-only">{name}</span>
        </>
      }
      heading={
        <>
          <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{name}</p>
          <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</p>
        </>
      }
    >
      <>
        {DASHBOARD_SECTIONS.map(({ key, to, icon: Icon }) => (
          <Link key={key} to={to} role="menuitem" tabIndex={-1} className={ITEM_CLASSES}>
            <Icon aria-hidden="true" className={ICON_CLASSES} />
            {t(`dashboard.nav.${key}`)}
          </Link>
        ))}
        <div role="none" className="my-1 h-px bg-slate-200 dark:bg-slate-800" />
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          onClick={() => void logout()}
          className={ITEM_CLASSES}
        >
          <LogOut aria-hidden="true" className={ICON_CLASSES} />
          {t('header.logout')}
        </button>
      </>
    </AccountMenu>
  );
}

/** A guest is shown as 'Guest User' (spec section 6), with Login and Register in the menu. */
export function GuestMenu() {
  const { t } = useTranslation();
  const state = useSignInState();
  const guest = t('navigation.account.guest');

  return (
    <AccountMenu
      trigger={
        <>
          <UserAvatar className="size-8" />
          <span className="sr-only xl:not-sr-only">{guest}</span>
        </>
      }
      heading={
        <>
          <p className="text-sm font-semibold text-slate-900 dark:text-white">{guest}</p>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {t('navigation.account.guestHint')}
          </p>
        </>
      }
    >
      <>
        <Link to="/login" state={state} role="menuitem" tabIndex={-1} className={ITEM_CLASSES}>
          <LogIn aria-hidden="true" className={ICON_CLASSES} />
          {t('header.login')}
        </Link>
        <Link to="/register" state={state} role="menuitem" tabIndex={-1} className={ITEM_CLASSES}>
          <UserPlus aria-hidden="true" className={ICON_CLASSES} />
          {t('header.register')}
        </Link>
      </>
    </AccountMenu>
  );
}

const DRAWER_LINK_CLASSES =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white';

/**
 * The account part of the phone menu: a guest's name with Login and Register, or the user's
 * name with the dashboard's sections and Logout.
 */
export function DrawerAccount({ user }: { user: User | null }) {
  const { t } = useTranslation();
  const state = useSignInState();
  const logout = useLogout();
  const name = user ? displayName(user) : t('navigation.account.guest');

  return (
    <section aria-label={t('navigation.drawer.account')} className="px-4">
      <div className="flex items-center gap-3">
        <UserAvatar className="size-11" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900 dark:text-white">{name}</p>
          <p className={clsx('text-sm text-slate-600 dark:text-slate-400', user && 'truncate')}>
            {user ? user.email : t('navigation.account.guestHint')}
          </p>
        </div>
      </div>
      {user ? (
        <ul className="mt-3 -mx-1">
          {DASHBOARD_SECTIONS.map(({ key, to, icon: Icon }) => (
            <li key={key}>
              <Link to={to} className={DRAWER_LINK_CLASSES}>
                <Icon aria-hidden="true" className={ICON_CLASSES} />
                {t(`dashboard.nav.${key}`)}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => void logout()}
              className={clsx(DRAWER_LINK_CLASSES, 'w-full text-left')}
            >
              <LogOut aria-hidden="true" className={ICON_CLASSES} />
              {t('header.logout')}
            </button>
          </li>
        </ul>
      ) : (
        <div className="mt-4 grid grid-cols-2 gap-2">
          <Link
            to="/login"
            state={state}
            className={buttonClasses({ variant: 'secondary', className: 'w-full' })}
          >
            <LogIn aria-hidden="true" className="size-4" />
            {t('header.login')}
          </Link>
          <Link to="/register" state={state} className={buttonClasses({ className: 'w-full' })}>
            <UserPlus aria-hidden="true" className="size-4" />
            {t('header.register')}
          </Link>
        </div>
      )}
    </section>
  );
}
