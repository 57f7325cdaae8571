import { z } from 'zod';
import { SocialProviderId } from './social-auth';

/**
 * Linking a social account needs a sign-in this recent (the session's start): someone who
 * found a signed-in browser cannot add a way into the account without knowing one.
 */
export const SOCIAL_LINK_FRESH_SIGN_IN_MS = 10 * 60_000;

/** Where the browser comes back to after linking at a provider, with the outcome in its query. */
export const SOCIAL_LINK_RETURN_PATH = '/dashboard/security';

/** The security page's section of linked accounts; the return scrolls to it. */
export const SOCIAL_LINK_SECTION_ID = 'linked-accounts';

/** The query parameters of that return: `?linked=google`, or `?linkError=CODE&provider=google`. */
export const SOCIAL_LINK_PARAMS = {
  linked: 'linked',
  error: 'linkError',
  provider: 'provider',
} as const;

/**
 * Why linking or unlinking was refused, as the `code` of the error reply or the `linkError`
 * of the return to the security page, so the page can say it in the customer's language and
 * offer what helps (signing in again, setting a password).
 */
export const SocialLinkErrorCode = z.enum([
  /** The session is older than SOCIAL_LINK_FRESH_SIGN_IN_MS: sign in again, then link. */
  'REAUTH_REQUIRED',
  /** The provider account signs in to another customer of the store. */
  'SOCIAL_ACCOUNT_TAKEN',
  /** The customer already has an account at this provider linked. */
  'ALREADY_LINKED',
  /** Unlinking a provider the customer has not linked. */
  'NOT_LINKED',
  /** Unlinking would leave no way to sign in: no password and no other linked provider. */
  'LAST_SIGN_IN_METHOD',
  /** The provider is not offered by the store. */
  'PROVIDER_UNAVAILABLE',
  /** The trip to the provider did not end well: declined, expired, or another session. */
  'LINK_FAILED',
]);
export type SocialLinkErrorCode = z.infer<typeof SocialLinkErrorCode>;

/**
 * The server's words for refused links (the page says them by `SocialLinkErrorCode`, naming
 * the provider); the same for every provider, so they translate as they are.
 */
export const SOCIAL_LINK_MESSAGES = {
  reauthRequired:
    'For your security, please sign in again to link an account: linking needs a sign-in within the last 10 minutes.',
  lastSignInMethod: 'Set a password before removing your only way to sign in.',
  accountTaken: 'This account is already linked to another BigKeys account.',
  alreadyLinked: 'An account of this provider is already linked to your BigKeys account.',
  notLinked: 'No account of this provider is linked to your BigKeys account.',
  failed: 'Linking the account did not work. Please try again later.',
} as const;

/** One provider on the security page: whether it is linked, and whether it can be linked. */
export const SocialAccountLink = z.object({
  provider: SocialProviderId,
  name: z.string(),
  /** The store offers this provider now; a link made earlier can be removed either way. */
  available: z.boolean(),
  linked: z.boolean(),
  /** When it was linked (ISO 8601); null when it is not. */
  linkedAt: z.string().nullable(),
});
export type SocialAccountLink = z.infer<typeof SocialAccountLink>;

/**
 * GET /api/v1/users/social-accounts (and the reply to an unlink): the providers the store
 * offers or the customer has linked, and whether the account has a password, which decides
 * whether the last linked provider may go.
 */
export const SocialAccountsReply = z.object({
  accounts: z.array(SocialAccountLink),
  hasPassword: z.boolean(),
});
export type SocialAccountsReply = z.infer<typeof SocialAccountsReply>;

/** POST /api/v1/users/social-accounts/{provider}/link: the provider's page to send the browser to. */
export const SocialLinkStartReply = z.object({ url: z.string() });
export type SocialLinkStartReply = z.infer<typeof SocialLinkStartReply>;

/**
 * The security page's address after a trip to the provider, saying how it went (both values
 * are from fixed lists of URL-safe words).
 */
export function socialLinkReturnPath(
  provider: SocialProviderId,
  error: SocialLinkErrorCode | null,
): string {
  const { linked, error: failed, provider: named } = SOCIAL_LINK_PARAMS;
  const query =
    error === null ? `${linked}=${provider}` : `${failed}=${error}&${named}=${provider}`;
  return `${SOCIAL_LINK_RETURN_PATH}?${query}#${SOCIAL_LINK_SECTION_ID}`;
}
