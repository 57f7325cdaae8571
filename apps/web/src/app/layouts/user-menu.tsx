import type { User } from '@store/shared/schemas/auth';
import clsx from 'clsx';
import { LogIn, LogOut, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { isAuthPage } from '../../lib/auth-redirect';
import { buttonClasses } from '../../ui/button';
import { MENU_ITEM_CLASSES, MenuButton, MenuSeparator } from '../../ui/menu-button';
import { DASHBOARD_SECTIONS } from './dashboard-sections';
import { UserAvatar } from './user-avatar';

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

/**
 * The signed-in user's menu: name, avatar, the dashboard's sections and Logout (spec section 2).
 * Only the avatar shows on small screens; the name still names the button.
 */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const name = displayName(user);

  return (
    <MenuButton
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
          <Link key={key} to={to} role="menuitem" tabIndex={-1} className={MENU_ITEM_CLASSES}>
            <Icon aria-hidden="true" className={ICON_CLASSES} />
            {t(`dashboard.nav.${key}`)}
          </Link>
        ))}
        <MenuSeparator />
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          onClick={() => void logout()}
          className={MENU_ITEM_CLASSES}
        >
          <LogOut aria-hidden="true" className={ICON_CLASSES} />
          {t('header.logout')}
        </button>
      </>
    </MenuButton>
  );
}

/** A guest is shown as 'Guest User' (spec section 6), with Login and Register in the menu. */
export function GuestMenu() {
  const { t } = useTranslation();
  const state = useSignInState();
  const guest = t('navigation.account.guest');

  return (
    <MenuButton
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
        <Link to="/login" state={state} role="menuitem" tabIndex={-1} className={MENU_ITEM_CLASSES}>
          <LogIn aria-hidden="true" className={ICON_CLASSES} />
          {t('header.login')}
        </Link>
        <Link
          to="/register"
          state={state}
          role="menuitem"
          tabIndex={-1}
          className={MENU_ITEM_CLASSES}
        >
          <UserPlus aria-hidden="true" className={ICON_CLASSES} />
          {t('header.register')}
        </Link>
      </>
    </MenuButton>
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
