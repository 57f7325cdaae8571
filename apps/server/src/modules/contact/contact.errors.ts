import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { TooManyRequestsError, type DomainError } from '../../lib/http-errors';
import type { ContactFailure } from './contact.service';

/** The answer to a refused contact message: its one refusal is too many messages. */
export function contactError(failure: ContactFailure): DomainError {
  return new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, failure.retryAfterSeconds);
}
