import clsx from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** The drawers slide in and out in this time (spec section 2: 300 ms). */
export const DRAWER_ANIMATION_MS = 300;

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function prefersReducedMotion(): boolean {
  // jsdom and some embedded browsers have no `matchMedia`; they get the full motion.
  if (typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

interface SideDrawerProps {
  open: boolean;
  onClose: () => void;
  side: 'left' | 'right';
  /** The dialog's visible title and accessible name. */
  title: ReactNode;
  closeLabel: string;
  id?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * A modal side panel: slides in from one edge in 300 ms (at once for reduced motion), keeps Tab
 * inside, closes on Escape or a click on the backdrop, and hands focus back to where it was.
 * Rendered into the body, as the sticky header's backdrop filter would otherwise contain it.
 */
export function SideDrawer({
  open,
  onClose,
  side,
  title,
  closeLabel,
  id,
  children,
  footer,
}: SideDrawerProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Stays rendered while it slides out.
  const [rendered, setRendered] = useState(open);
  if (open && !rendered) setRendered(true);
  const closing = rendered && !open;

  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(
      () => {
        setRendered(false);
      },
      prefersReducedMotion() ? 0 : DRAWER_ANIMATION_MS,
    );
    return () => {
      window.clearTimeout(timer);
    };
  }, [closing]);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    // The page behind must not scroll under the panel.
    document.body.style.overflow = 'hidden';
    const panel = panelRef.current;
    closeRef.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      // Back to where the visitor was, unless a new page has already placed focus elsewhere.
      const active = document.activeElement;
      const focusLost = active === null || active === document.body || panel?.contains(active);
      if (focusLost && previous?.isConnected) previous.focus();
    };
  }, [open]);

  if (!rendered) return null;

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = Array.from(
      panelRef.current?.querySelectorAll<HTMLElement>(focusableSelector) ?? [],
    );
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const hidden = side === 'left' ? '-translate-x-full' : 'translate-x-full';

  return createPortal(
    <div className="fixed inset-0 z-50" onKeyDown={handleKeyDown}>
      <div
        aria-hidden="true"
        onClick={onClose}
        className={clsx(
          'absolute inset-0 bg-slate-950/50 backdrop-blur-[2px] transition-opacity duration-300 starting:opacity-0',
          closing && 'opacity-0',
        )}
      />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={clsx(
          'absolute inset-y-0 flex w-[min(24rem,calc(100vw-3rem))] flex-col bg-white shadow-2xl transition-transform duration-300 ease-out dark:bg-slate-900',
          side === 'left'
            ? 'left-0 border-r border-slate-200 starting:-translate-x-full dark:border-slate-800'
            : 'right-0 border-l border-slate-200 starting:translate-x-full dark:border-slate-800',
          closing && hidden,
        )}
      >
        <div className="flex h-16 shrink-0 items-center justify-between gap-3 border-b border-slate-200 px-4 dark:border-slate-800">
          <h2 id={titleId} className="text-base font-bold text-slate-900 dark:text-white">
            {title}
          </h2>
          <button
            ref={closeRef}
            type="button"
            aria-label={closeLabel}
            title={closeLabel}
            onClick={onClose}
            className="grid size-10 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain">{children}</div>
        {footer ? (
          <div className="shrink-0 border-t border-slate-200 p-4 dark:border-slate-800">
            {footer}
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
