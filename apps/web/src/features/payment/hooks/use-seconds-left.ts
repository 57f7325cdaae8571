import { useEffect, useState } from 'react';

/** Whole seconds until `deadline` (an ISO date), ticking every second; 0 once it has passed. */
export function useSecondsLeft(deadline: string): number {
  const [now, setNow] = useState(() => Date.now());
  const end = Date.parse(deadline);

  useEffect(() => {
    // At once too, so a new deadline is not measured against the clock of the previous one.
    const first = window.setTimeout(update, 0);
    const timer = window.setInterval(update, 1000);
    function update() {
      const current = Date.now();
      setNow(current);
      if (current >= end) window.clearInterval(timer);
    }
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [end]);

  return Number.isNaN(end) ? 0 : Math.max(0, Math.ceil((end - now) / 1000));
}
