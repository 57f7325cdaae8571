import { SOCIAL_LINK_MESSAGES, type SocialLinkErrorCode } from '@store/shared/schemas/social-links';
import { BadRequestError, ConflictError, DomainError, ForbiddenError } from '../../lib/http-errors';
import { SERVER_MESSAGES } from '../../lib/messages/customer-messages';
import type { SocialLinkFailure } from './social-links.service';

/** The code the web acts on for each refusal (see SocialLinkErrorCode). */
export function socialLinkCode(failure: SocialLinkFailure): SocialLinkErrorCode {
  switch (failure.reason) {
    case 'reauth-required':
      return 'REAUTH_REQUIRED';
    case 'account-taken':
      return 'SOCIAL_ACCOUNT_TAKEN';
    case 'already-linked':
      return 'ALREADY_LINKED';
    case 'not-linked':
      return 'NOT_LINKED';
    case 'last-sign-in-method':
      return 'LAST_SIGN_IN_METHOD';
    case 'provider-unavailable':
      return 'PROVIDER_UNAVAILABLE';
    case 'flow-invalid':
    case 'session-changed':
    case 'provider-refused':
    case 'provider-unreachable':
      return 'LINK_FAILED';
  }
}

/** The answer to a refused link or unlink: status, the code above and a clear message. */
export function socialLinkError(failure: SocialLinkFailure): DomainError {
  const code = socialLinkCode(failure);
  switch (failure.reason) {
    case 'reauth-required':
      return new ForbiddenError(SOCIAL_LINK_MESSAGES.reauthRequired, code);
    case 'account-taken':
      return new ConflictError(SOCIAL_LINK_MESSAGES.accountTaken, code);
    case 'already-linked':
      return new ConflictError(SOCIAL_LINK_MESSAGES.alreadyLinked, code);
    case 'not-linked':
      return new DomainError(SOCIAL_LINK_MESSAGES.notLinked, 404, code);
    case 'last-sign-in-method':
      return new BadRequestError(SOCIAL_LINK_MESSAGES.lastSignInMethod, code);
    case 'provider-unavailable':
      return new DomainError(SERVER_MESSAGES.providerUnavailable, 404, code);
    case 'provider-unreachable':
      // The provider's servers, not the customer's request: worth another try later.
      return new DomainError(SOCIAL_LINK_MESSAGES.failed, 503, code);
    case 'flow-invalid':
    case 'session-changed':
    case 'provider-refused':
      return new BadRequestError(SOCIAL_LINK_MESSAGES.failed, code);
  }
}

/** How a link that came back from the provider and failed is logged. */
export const SOCIAL_LINK_FAILURE_LOG: Readonly<Record<SocialLinkFailure['reason'], string>> = {
  'reauth-required': 'the sign-in is no longer recent',
  'account-taken': 'the provider account belongs to another customer',
  'already-linked': 'the customer already has this provider linked',
  'not-linked': 'nothing of this provider is linked',
  'last-sign-in-method': 'it is the last way to sign in',
  'provider-unavailable': 'the provider is not offered',
  'flow-invalid': 'no valid link flow cookie (missing, altered or expired)',
  'session-changed': 'the browser is no longer signed in as the customer who started it',
  'provider-refused': 'the provider did not confirm the account',
  'provider-unreachable': 'the provider could not be reached',
};
