import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { DUPLICATE_SUBSCRIPTION_CODE, NEWSLETTER_MESSAGES } from '@store/shared/schemas/contact';
import { ConflictError, TooManyRequestsError, type DomainError } from '../../lib/http-errors';
import type { SubscriptionFailure } from './newsletter.service';

/** The answer to a refused newsletter sign-up (status, message, code). */
export function newsletterError(failure: SubscriptionFailure): DomainError {
  switch (failure.reason) {
    case 'too-many-attempts':
      return new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, failure.retryAfterSeconds);
    case 'already-subscribed':
      return new ConflictError(NEWSLETTER_MESSAGES.duplicate, DUPLICATE_SUBSCRIPTION_CODE);
  }
}
