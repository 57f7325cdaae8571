import { useEffect, useState } from 'react';

/** How often "overdue" is judged again while a page stays open. */
const TICK_MS = 60_000;

/** The current time, moving on every minute, so an answer time passing shows as overdue. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, TICK_MS);
    return () => {
      clearInterval(timer);
    };
  }, []);
  return now;
}
