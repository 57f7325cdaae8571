import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** How long the pointer may rest on a trigger before its menu opens, and be away before it closes. */
export const HOVER_OPEN_DELAY_MS = 80;
export const HOVER_CLOSE_DELAY_MS = 250;

interface OpenMenu {
  key: string;
  by: 'hover' | 'press';
}

export interface MenuBar {
  openKey: string | null;
  /** A click or key press: opens the menu and keeps it open until dismissed. */
  press: (key: string) => void;
  /** Opens a menu from the keyboard (ArrowDown), never closing it. */
  show: (key: string) => void;
  close: () => void;
  pointerEnter: (key: string) => void;
  pointerLeave: () => void;
}

/**
 * One open menu at a time for a row of disclosure menus. The pointer opens a menu after a short
 * rest and closes it after a short absence, so it can travel from the trigger into the panel; a
 * click or key press keeps it open. A click outside the container, Escape and a new location
 * close it.
 */
export function useMenuBar(containerRef: RefObject<HTMLElement | null>): MenuBar {
  const [open, setOpen] = useState<OpenMenu | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const location = useLocation();
  const [seenLocation, setSeenLocation] = useState(location.key);

  // Following a link (or Back) closes whatever is open.
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    setOpen(null);
  }

  const clearTimer = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  };

  const close = useCallback(() => {
    clearTimer();
    setOpen(null);
  }, []);

  const press = useCallback((key: string) => {
    clearTimer();
    // A second press closes; a press on a menu the pointer opened keeps it open instead.
    setOpen((current) =>
      current?.key === key && current.by === 'press' ? null : { key, by: 'press' },
    );
  }, []);

  const show = useCallback((key: string) => {
    clearTimer();
    setOpen({ key, by: 'press' });
  }, []);

  const pointerEnter = useCallback((key: string) => {
    clearTimer();
    // Another menu is already open: follow the pointer at once; otherwise after a short rest.
    setOpen((current) => (current && current.key !== key ? { key, by: 'hover' } : current));
    timer.current = window.setTimeout(() => {
      setOpen((current) => current ?? { key, by: 'hover' });
    }, HOVER_OPEN_DELAY_MS);
  }, []);

  const pointerLeave = useCallback(() => {
    clearTimer();
    timer.current = window.setTimeout(() => {
      setOpen((current) => (current?.by === 'hover' ? null : current));
    }, HOVER_CLOSE_DELAY_MS);
  }, []);

  useEffect(() => clearTimer, []);

  const isOpen = open !== null;
  useEffect(() => {
    if (!isOpen) return;
    const handlePointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    // A menu opened by the pointer has no focus inside; Escape still closes it.
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', handlePointerDown);
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('pointerdown', handlePointerDown);
      document.removeEventListener('keydown', handleKeyDown);
    };
  }, [isOpen, close, containerRef]);

  return {
    openKey: open?.key ?? null,
    press,
    show,
    close,
    pointerEnter,
    pointerLeave,
  };
}
