import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import {
  useId,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuBar } from '../hooks/use-menu-bar';

interface NavMenuItemProps {
  menuKey: string;
  label: string;
  /** Where the top-level link goes (the whole family, or the about page). */
  to: string;
  active?: boolean;
  bar: MenuBar;
  /** Which edge of the trigger the panel lines up with. */
  align?: 'start' | 'end';
  /** Width and padding of the panel. */
  panelClassName?: string;
  /** The first open or hover, so a caller can start loading what the panel shows. */
  onIntent?: () => void;
  children: ReactNode;
}

const focusableSelector = 'a[href], button:not([disabled])';

/**
 * A top-level link with a disclosure button beside it, as in the WAI-ARIA "disclosure navigation
 * menu with top-level links" example: the link goes to the whole section, the button (or the
 * pointer resting on either) shows the panel. ArrowDown opens and enters it, arrows move inside,
 * Escape closes and returns to the button, and Tab leaving the item closes it.
 */
export function NavMenuItem({
  menuKey,
  label,
  to,
  active = false,
  bar,
  align = 'start',
  panelClassName,
  onIntent,
  children,
}: NavMenuItemProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const open = bar.openKey === menuKey;

  const panelItems = () =>
    Array.from(panelRef.current?.querySelectorAll<HTMLElement>(focusableSelector) ?? []);

  const handlePointerEnter = (event: PointerEvent) => {
    // Touch has no hover: a tap on the button opens the panel instead.
    if (event.pointerType !== 'mouse') return;
    onIntent?.();
    bar.pointerEnter(menuKey);
  };

  const handlePointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') bar.pointerLeave();
  };

  const handleTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    onIntent?.();
    // Rendered at once, so the first entry can take focus (a loading panel keeps it on the button).
    flushSync(() => {
      bar.show(menuKey);
    });
    panelItems()[0]?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      bar.close();
      buttonRef.current?.focus();
      return;
    }
    const items = panelItems();
    const current = items.indexOf(document.activeElement as HTMLElement);
    if (current === -1) return;
    const next: Partial<Record<string, number>> = {
      ArrowDown: (current + 1) % items.length,
      ArrowUp: (current - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    const index = next[event.key];
    if (index === undefined) return;
    event.preventDefault();
    items[index]?.focus();
  };

  const handleBlur = (event: FocusEvent) => {
    const target = event.relatedTarget;
    if (open && target instanceof Node && !itemRef.current?.contains(target)) bar.close();
  };

  return (
    <li
      ref={itemRef}
      className="relative flex h-16 shrink-0 items-center"
      onPointerEnter={handlePointerEnter}
      onPointerLeave={handlePointerLeave}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
    >
      <div
        className={clsx(
          'flex h-9 items-center rounded-lg transition-colors',
          active || open
            ? 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-200'
            : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
        )}
      >
        <Link
          to={to}
          aria-current={active ? 'page' : undefined}
          onKeyDown={handleTriggerKeyDown}
          className="flex h-9 items-center rounded-lg pr-0.5 pl-2 text-sm font-semibold whitespace-nowrap xl:pr-1 xl:pl-3"
        >
          {label}
        </Link>
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={t('navigation.menuFor', { name: label })}
          onClick={() => {
            onIntent?.();
            bar.press(menuKey);
          }}
          onKeyDown={handleTriggerKeyDown}
          className="mr-0.5 grid size-6 place-items-center rounded-md xl:mr-1 xl:size-7"
        >
          <ChevronDown
            aria-hidden="true"
            className={clsx(
              'size-4 transition-transform motion-reduce:transition-none',
              open && 'rotate-180',
            )}
          />
        </button>
      </div>

      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className={clsx(
          // The padding bridges the gap to the trigger, so the pointer never leaves the item.
          'absolute top-full z-50 -mt-2 pt-2',
          align === 'start' ? 'left-0' : 'right-0',
        )}
      >
        <div
          className={clsx(
            'rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-900/10 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/40',
            panelClassName,
          )}
        >
          {open ? children : null}
        </div>
      </div>
    </li>
  );
}
