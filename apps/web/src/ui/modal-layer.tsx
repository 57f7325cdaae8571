import { FocusScope } from '@radix-ui/react-focus-scope';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../lib/use-hydrated';

interface ModalLayerProps {
  /** Called on Escape. Without it Escape does nothing: the dialog needs an answer. */
  onEscape?: () => void;
  /**
   * While active, Tab stays inside, the page behind is inert and does not scroll. A drawer
   * that is sliding out stays rendered but inactive, so focus may already leave it.
   */
  active?: boolean;
  className?: string;
  /** A backdrop and the dialog itself, which names itself with `role` and its title. */
  children: ReactNode;
}

/**
 * The layer under every modal dialog and drawer: rendered into the body (a sticky header's
 * backdrop filter would otherwise contain it), the rest of the page inert, Tab kept inside,
 * and focus handed back on close to where it was, unless something else has taken it since.
 */
export function ModalLayer({ onEscape, active = true, className, children }: ModalLayerProps) {
  const layerRef = useRef<HTMLDivElement>(null);
  // A portal has no place in markup drawn on the server.
  const canPortal = useHydrated();

  const openerRef = useRef<Element | null>(null);

  useLayoutEffect(() => {
    const layer = layerRef.current;
    if (!active || !layer) return;
    // Before anything inside takes focus.
    openerRef.current = document.activeElement;
    const others = Array.from(document.body.children).filter(
      (element) => element !== layer && !element.hasAttribute('inert'),
    );
    for (const element of others) element.setAttribute('inert', '');
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      for (const element of others) element.removeAttribute('inert');
      document.body.style.overflow = overflow;
    };
  }, [active, canPortal]);

  useEffect(() => {
    const layer = layerRef.current;
    if (!active || !layer) return;
    // A passive effect, so the focus trap has let go by the time focus goes back.
    return () => {
      const opener = openerRef.current;
      const focused = document.activeElement;
      const focusLost = focused === null || focused === document.body || layer.contains(focused);
      if (focusLost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [active, canPortal]);

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Handled here, so a layer opened from another closes alone.
    event.preventDefault();
    event.stopPropagation();
    onEscape?.();
  };

  if (!canPortal) return null;
  return createPortal(
    <FocusScope
      asChild
      trapped={active}
      loop
      // Focus goes back on close above, at once rather than a tick later.
      onUnmountAutoFocus={(event) => {
        event.preventDefault();
      }}
    >
      <div ref={layerRef} className={className} onKeyDown={handleKeyDown}>
        {children}
      </div>
    </FocusScope>,
    document.body,
  );
}
