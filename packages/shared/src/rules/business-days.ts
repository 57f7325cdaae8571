// Business days for promises the store makes in days of work ("support replies within 2
// business days", spec section 9). Days are counted in UTC, the store's one time zone;
// Saturday and Sunday are not business days, and no public holidays are kept.

const DAY_MS = 86_400_000;
const SATURDAY = 6;
const SUNDAY = 0;

/** Whether the UTC day of `at` is Monday to Friday. */
export function isBusinessDay(at: Date): boolean {
  const day = at.getUTCDay();
  return day !== SATURDAY && day !== SUNDAY;
}

/**
 * The moment `days` business days after `from`, at the same time of day: each day forward
 * counts when it lands on Monday to Friday. From Friday 10:00, one business day is Monday
 * 10:00; from a weekend, the count starts on Monday. Zero days is `from` itself.
 */
export function addBusinessDays(from: Date, days: number): Date {
  if (!Number.isInteger(days) || days < 0) {
    throw new RangeError(`Business days must be a whole number of 0 or more, not ${days}`);
  }
  let at = from.getTime();
  let left = days;
  while (left > 0) {
    at += DAY_MS;
    if (isBusinessDay(new Date(at))) left -= 1;
  }
  return new Date(at);
}
