import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { CAREERS_MESSAGES } from '@store/shared/schemas/contact';
import {
  ConflictError,
  NotFoundError,
  TooManyRequestsError,
  type DomainError,
} from '../../lib/http-errors';
import type { ApplicationFailure } from './careers.service';

/** The answer to a refused job application (status, message, code). */
export function careersError(failure: ApplicationFailure): DomainError {
  switch (failure.reason) {
    case 'too-many-attempts':
      return new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, failure.retryAfterSeconds);
    case 'position-not-found':
      return new NotFoundError(CAREERS_MESSAGES.positionNotFound);
    case 'already-applied':
      return new ConflictError(CAREERS_MESSAGES.alreadyApplied, 'ALREADY_APPLIED');
  }
}
