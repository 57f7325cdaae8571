/** The visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  // jsdom and some embedded browsers have no `matchMedia`; they get the full motion.
  if (!('matchMedia' in window) || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
