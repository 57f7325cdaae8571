/** Social sign-in without an e-mail gets an address at this domain until the customer gives one. */
export const PLACEHOLDER_EMAIL_DOMAIN = 'no-email.bigkeys.invalid';

export type ProfileFields = {
  email: string;
  firstName: string | null;
  lastName: string | null;
  birthday: string | null;
  address: string | null;
  city: string | null;
  zip: string | null;
  country: string | null;
};

/** True for an address this store made up at social sign-in; no mail can reach it. */
export function isPlaceholderEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${PLACEHOLDER_EMAIL_DOMAIN}`);
}

const missing = (value: string | null): boolean => value === null || value.trim() === '';
const missingName = (value: string | null): boolean =>
  missing(value) || value?.trim() === 'Unknown';

/**
 * Spec section 5: a profile is incomplete when a name is missing or 'Unknown', when
 * address, city, zip, country or birthday is missing, or the e-mail is a placeholder.
 */
export function hasMissingInfo(profile: ProfileFields): boolean {
  return (
    missingName(profile.firstName) ||
    missingName(profile.lastName) ||
    [profile.address, profile.city, profile.zip, profile.country, profile.birthday].some(missing) ||
    isPlaceholderEmail(profile.email)
  );
}
