import { useEffect, useState } from 'react';

/**
 * The current time, updated every second while `ticking`: one timer for a whole board of
 * countdowns rather than one per card.
 */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, [ticking]);
  return now;
}
