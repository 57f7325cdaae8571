/** The cookies the server reads the visitor's currency and region from. */
export const CURRENCY_COOKIE = 'currency';
export const REGION_COOKIE = 'region';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function writeCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/**
 * Remembers the chosen currency and, when given, region for a year. The server resolves
 * unknown values to EUR and EU, so nothing here needs to guard them.
 */
export function writeLocaleCookies(choice: { currency: string; region?: string }): void {
  writeCookie(CURRENCY_COOKIE, choice.currency);
  if (choice.region !== undefined) writeCookie(REGION_COOKIE, choice.region);
}
