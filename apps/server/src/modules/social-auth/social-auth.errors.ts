import { NotFoundError, type DomainError } from '../../lib/http-errors';
import { SERVER_MESSAGES } from '../../lib/messages/customer-messages';
import type { SocialSignInFailure } from './social-auth.service';

/** The answer for a provider the store does not offer. */
export function unknownProviderError(): DomainError {
  return new NotFoundError(SERVER_MESSAGES.providerUnavailable);
}

/**
 * How a failed sign-in is logged. The browser arrived by navigation, so it is answered with
 * the sign-in error page rather than an error reply.
 */
export const SOCIAL_SIGN_IN_FAILURES: Readonly<Record<SocialSignInFailure['reason'], string>> = {
  'flow-invalid': 'no valid sign-in flow cookie (missing, altered or expired)',
  'provider-refused': 'the provider did not confirm the sign-in',
};
