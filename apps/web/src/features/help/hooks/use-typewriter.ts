import { useEffect, useState } from 'react';
import { TYPING_MS_PER_CHARACTER } from '../constants';
import { prefersReducedMotion } from './prefers-reduced-motion';

/** The part of `text` typed so far, one character per 25 ms; all of it with reduced motion. */
export function useTypewriter(text: string): string {
  const [count, setCount] = useState(() => (prefersReducedMotion() ? text.length : 0));
  const done = count >= text.length;

  useEffect(() => {
    if (done) return;
    // One interval rather than a timeout per character: fewer timers, and steady pacing.
    const id = window.setInterval(() => {
      setCount((typed) => typed + 1);
    }, TYPING_MS_PER_CHARACTER);
    return () => {
      window.clearInterval(id);
    };
  }, [done]);

  return text.slice(0, count);
}
