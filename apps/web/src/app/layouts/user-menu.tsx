import type { User } from '@store/shared/schemas/auth';
import clsx from 'clsx';
import { ChevronDown, LogOut } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DASHBOARD_SECTIONS } from '../routes/dashboard-sections';
import { UserAvatar } from './user-avatar';

type FocusTarget = 'first' | 'last';

const ITEM_CLASSES =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 outline-none hover:bg-slate-100 focus:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus:bg-slate-800';

/**
 * The signed-in user's menu: name, avatar, the dashboard's sections and Logout. A menu button
 * as the ARIA practices describe it: arrows, Home and End move, Escape closes and returns focus.
 */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [pendingFocus, setPendingFocus] = useState<FocusTarget | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const name = user.firstName && user.firstName !== 'Unknown' ? user.firstName : user.email;

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

  const handleLogout = async () => {
    closeMenu(false);
    // Loaded on demand: the API client and its schemas stay out of the first load.
    const { logout } = await import('../../features/account/api/logout');
    await logout();
    await navigate('/login');
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
        <UserAvatar className="size-8" />
        {/* Only the avatar shows on small screens; the name still names the button. */}
        <span className="sr-only max-w-32 truncate sm:not-sr-only">{name}</span>
        <ChevronDown
          aria-hidden="true"
          className={clsx('size-4 text-slate-500 transition-transform', open && 'rotate-180')}
        />
      </button>

      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={handleMenuKeyDown}
          className="absolute right-0 z-50 mt-2 w-64 origin-top-right rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl dark:border-slate-800 dark:bg-slate-900"
        >
          <div role="none" className="px-3 pt-2 pb-2.5">
            <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{name}</p>
            <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</p>
          </div>
          <div role="none" className="my-1 h-px bg-slate-200 dark:bg-slate-800" />
          {DASHBOARD_SECTIONS.map(({ key, to, icon: Icon }) => (
            <Link
              key={key}
              to={to}
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                closeMenu(false);
              }}
              className={ITEM_CLASSES}
            >
              <Icon aria-hidden="true" className="size-4 text-slate-500 dark:text-slate-400" />
              {t(`dashboard.nav.${key}`)}
            </Link>
          ))}
          <div role="none" className="my-1 h-px bg-slate-200 dark:bg-slate-800" />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={() => void handleLogout()}
            className={ITEM_CLASSES}
          >
            <LogOut aria-hidden="true" className="size-4 text-slate-500 dark:text-slate-400" />
            {t('header.logout')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
