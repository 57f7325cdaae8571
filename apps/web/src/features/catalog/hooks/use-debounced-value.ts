import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delayMs`. The first value is taken at once, and
 * so is any value `isUrgent` picks out (one that should not wait for a pause in typing).
 */
export function useDebouncedValue<T>(
  value: T,
  delayMs: number,
  isUrgent: (value: T) => boolean = () => false,
): T {
  const [settled, setSettled] = useState(value);
  const urgent = isUrgent(value);
  if (urgent && !Object.is(settled, value)) setSettled(value);

  useEffect(() => {
    if (Object.is(settled, value)) return;
    const timer = window.setTimeout(() => {
      setSettled(value);
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [value, delayMs, settled]);

  return urgent ? value : settled;
}
