import { useEffect, useRef } from 'react';

/** How close to the end (px) still counts as reading the latest message. */
const NEAR_BOTTOM_PX = 48;

/**
 * Keeps a scrolling message list at its end while it grows (new messages, an answer being
 * typed out), unless the reader has scrolled up to read something earlier. Put `scrollerRef`
 * on the scrolling box and `contentRef` on what grows inside it; `shown` is false while the
 * list is not on screen (an error shown instead), and attaches anew when it turns true.
 */
export function useStickToBottom<Scroller extends HTMLElement, Content extends HTMLElement>(
  shown: boolean,
) {
  const scrollerRef = useRef<Scroller>(null);
  const contentRef = useRef<Content>(null);
  const following = useRef(true);

  useEffect(() => {
    const box = scrollerRef.current;
    const inner = contentRef.current;
    if (!shown || !box || !inner) return;
    const toEnd = () => {
      if (following.current) box.scrollTop = box.scrollHeight;
    };
    const handleScroll = () => {
      following.current = box.scrollHeight - box.scrollTop - box.clientHeight <= NEAR_BOTTOM_PX;
    };
    toEnd();
    box.addEventListener('scroll', handleScroll, { passive: true });
    // Browsers without ResizeObserver (and jsdom) still start at the end.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(toEnd);
    observer?.observe(inner);
    return () => {
      box.removeEventListener('scroll', handleScroll);
      observer?.disconnect();
    };
  }, [shown]);

  return { scrollerRef, contentRef };
}
