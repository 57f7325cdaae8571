import { STAFF_MESSAGES as M } from '@store/shared/schemas/staff';
import {
  BadRequestError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
  type DomainError,
} from '../../lib/http-errors';
import type { StaffAuthFailure } from './staff-auth.service';

/** The error for a refused staff sign-in or session request. */
export function staffError(
  failure: StaffAuthFailure | { reason: 'session-not-found' },
): DomainError {
  switch (failure.reason) {
    case 'invalid-credentials':
      return new UnauthorizedError(M.invalidCredentials, 'INVALID_CREDENTIALS');
    case 'challenge-expired':
      return new BadRequestError(M.challengeExpired, 'CHALLENGE_EXPIRED');
    case 'invalid-code':
      return new BadRequestError(M.invalidCode, 'INVALID_CODE');
    case 'too-many-attempts':
      return new TooManyRequestsError(
        'Too many attempts. Please wait and try again.',
        failure.retryAfterSeconds,
      );
    case 'session-not-found':
      return new NotFoundError(M.sessionNotFound);
  }
}
