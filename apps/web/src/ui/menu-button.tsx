import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

type FocusTarget = 'first' | 'last';

/** Looks of a menu item, a link or a button with `role="menuitem"` and `tabIndex={-1}`. */
export const MENU_ITEM_CLASSES =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 outline-none hover:bg-slate-100 focus:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus:bg-slate-800';

/** A line between groups of items. */
export function MenuSeparator() {
  return <div role="none" className="my-1 h-px bg-slate-200 dark:bg-slate-800" />;
}

interface MenuButtonProps {
  /** The button's content; its text names the button. */
  trigger: ReactNode;
  /** Shown above the items, such as who the menu is for. */
  heading: ReactNode;
  /** The menu items; choosing one closes the menu. */
  children: ReactNode;
}

/**
 * A menu button as the ARIA practices describe it: Enter, Space and the arrows open it, arrows,
 * Home and End move, Escape closes and returns focus, Tab and a click outside close it.
 */
export function MenuButton({ trigger, heading, children }: MenuButtonProps) {
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
          <MenuSeparator />
          {children}
        </div>
      ) : null}
    </div>
  );
}
