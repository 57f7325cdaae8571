/**
 * When the reservation of a new unpaid order ends: `holdMinutes` after `now`, but never later
 * than the unpaid order it replaces would have ended, so opening checkout again never
 * renews a hold. Replaced orders whose end has already passed no longer hold anything and
 * give a fresh hold.
 */
export function reservationEnd(
  now: Date,
  holdMinutes: number,
  replacedEnds: readonly Date[] = [],
): Date {
  const fresh = now.getTime() + holdMinutes * 60_000;
  const running = replacedEnds.map((end) => end.getTime()).filter((end) => end > now.getTime());
  return new Date(Math.min(fresh, ...running));
}
