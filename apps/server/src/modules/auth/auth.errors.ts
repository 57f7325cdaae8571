import { RECOVERY_MESSAGES } from '@store/shared/account-recovery-messages';
import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import {
  BadRequestError,
  ForbiddenError,
  TooManyRequestsError,
  UnauthorizedError,
  type DomainError,
} from '../../lib/http-errors';
import type { Failure } from '../../lib/result';
import type { RecoveryFailure } from './account-recovery.service';
import type { LoginFailure, RegistrationFailure } from './auth.service';
import { LOGIN_THROTTLED } from './login-throttle';
import { INVALID_EMAIL } from '../users/account-context';
import type { RegistrationCodeFailure } from './registration.service';

export type AuthFailure =
  | RegistrationFailure
  | RegistrationCodeFailure
  | LoginFailure
  | RecoveryFailure
  | Failure<'account-locked'>;

/** The answer to a refused registration, sign-in or account link (status, message, code). */
export function authError(failure: AuthFailure): DomainError {
  switch (failure.reason) {
    case 'passwords-do-not-match':
      return new BadRequestError(AUTH_MESSAGES.passwordsDoNotMatch, 'PASSWORD_MISMATCH');
    case 'weak-password':
      return new BadRequestError(AUTH_MESSAGES.weakPassword, 'WEAK_PASSWORD');
    case 'invalid-email':
      return new BadRequestError(INVALID_EMAIL, 'INVALID_EMAIL');
    case 'code-attempts':
      return new BadRequestError(AUTH_MESSAGES.verificationTooManyAttempts, 'CODE_ATTEMPTS');
    case 'code-invalid':
      return new BadRequestError(AUTH_MESSAGES.verificationCodeInvalid, 'CODE_INVALID');
    case 'link-invalid':
      return new BadRequestError(RECOVERY_MESSAGES.linkInvalid, 'LINK_INVALID');
    case 'invalid-credentials':
      return new UnauthorizedError(AUTH_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
    case 'account-locked':
      return new ForbiddenError(AUTH_MESSAGES.accountLocked, 'ACCOUNT_LOCKED');
    case 'too-many-attempts':
      return new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, failure.retryAfterSeconds);
    case 'login-throttled':
      // Its own code, so the sign-in page can offer a sign-in link by e-mail instead.
      return new TooManyRequestsError(
        AUTH_MESSAGES.tooManyAttempts,
        failure.retryAfterSeconds,
        LOGIN_THROTTLED,
      );
  }
}
