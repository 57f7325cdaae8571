import clsx from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ModalLayer } from './modal-layer';

/** The drawers slide in and out in this time (spec section 2: 300 ms). */
const DRAWER_ANIMATION_MS = 300;

function prefersReducedMotion(): boolean {
  // jsdom and some embedded browsers have no `matchMedia`; they get the full motion.
  if (typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

interface DrawerProps {
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
 */
export function Drawer({
  open,
  onClose,
  side,
  title,
  closeLabel,
  id,
  children,
  footer,
}: DrawerProps) {
  const titleId = useId();
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
    if (open) closeRef.current?.focus();
  }, [open]);

  if (!rendered) return null;

  const hidden = side === 'left' ? '-translate-x-full' : 'translate-x-full';

  return (
    <ModalLayer onEscape={onClose} active={open} className="fixed inset-0 z-50">
      <div
        aria-hidden="true"
        onClick={onClose}
        className={clsx(
          'absolute inset-0 bg-slate-950/50 backdrop-blur-[2px] transition-opacity duration-300 starting:opacity-0',
          closing && 'opacity-0',
        )}
      />
      <div
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
    </ModalLayer>
  );
}
