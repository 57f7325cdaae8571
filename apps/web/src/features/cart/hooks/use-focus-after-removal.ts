import { useEffect, useRef, type RefObject } from 'react';

/**
 * A deleted line takes its focused button with it; focus would fall to the page's body (and
 * out of the drawer). This puts it on `target` instead whenever the line count drops.
 */
export function useFocusAfterRemoval(target: RefObject<HTMLElement | null>, lineCount: number) {
  const previous = useRef(lineCount);
  useEffect(() => {
    const dropped = lineCount < previous.current;
    previous.current = lineCount;
    if (!dropped) return;
    const active = document.activeElement;
    if (active === null || active === document.body) target.current?.focus();
  }, [lineCount, target]);
}
