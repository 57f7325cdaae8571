import { REFERRAL_DEFAULTS } from '@store/shared/rules/referrals';

/**
 * The code the server kept from the first referral link (spec section 9), or undefined.
 * It wins over a later link's code until the cookie expires, so forms send this first.
 */
export function referralCookieCode(): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name !== REFERRAL_DEFAULTS.cookieName) continue;
    try {
      return decodeURIComponent(value.join('=')).trim() || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
