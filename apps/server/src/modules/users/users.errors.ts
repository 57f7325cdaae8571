import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { PHONE_MESSAGES } from '@store/shared/schemas/phone';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  type DomainError,
} from '../../lib/http-errors';
import { SERVER_MESSAGES } from '../../lib/messages/customer-messages';
import { INVALID_EMAIL } from './account-context';
import type { EmailLinkFailure } from './email-change.service';
import type { SendCodeFailure, VerifyCodeFailure } from './email-verification.service';
import type { PasswordChangeFailure, SettingsFailure } from './users.service';

export type UsersFailure =
  SendCodeFailure | VerifyCodeFailure | SettingsFailure | PasswordChangeFailure | EmailLinkFailure;

/** The answer to a refused change to the customer's own account (status, message, code). */
export function usersError(failure: UsersFailure): DomainError {
  switch (failure.reason) {
    case 'not-own-account':
      return new ForbiddenError();
    case 'user-not-found':
      return new NotFoundError(SERVER_MESSAGES.userNotFound);
    case 'already-verified':
      return new BadRequestError(AUTH_MESSAGES.alreadyVerified, 'ALREADY_VERIFIED');
    case 'resend-too-soon':
      return new TooManyRequestsError(
        AUTH_MESSAGES.verificationResendTooSoon,
        failure.retryAfterSeconds,
      );
    case 'code-attempts':
      return new BadRequestError(AUTH_MESSAGES.verificationTooManyAttempts, 'CODE_ATTEMPTS');
    case 'code-invalid':
      return new BadRequestError(AUTH_MESSAGES.verificationCodeInvalid, 'CODE_INVALID');
    case 'code-expired':
      return new BadRequestError(AUTH_MESSAGES.verificationCodeExpired, 'CODE_EXPIRED');
    case 'invalid-email':
      return new BadRequestError(INVALID_EMAIL, 'INVALID_EMAIL');
    case 'current-password-required':
      return new BadRequestError(
        AUTH_MESSAGES.currentPasswordRequired,
        'CURRENT_PASSWORD_REQUIRED',
      );
    case 'current-password-wrong':
      return new BadRequestError(AUTH_MESSAGES.currentPasswordWrong, 'CURRENT_PASSWORD_WRONG');
    case 'weak-password':
      return new BadRequestError(AUTH_MESSAGES.weakPassword, 'WEAK_PASSWORD');
    case 'too-many-attempts':
      return new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts, failure.retryAfterSeconds);
    case 'link-invalid':
      return new BadRequestError(AUTH_MESSAGES.accountLinkInvalid, 'LINK_INVALID');
    case 'email-taken':
      return new ConflictError(AUTH_MESSAGES.emailTaken, 'EMAIL_TAKEN');
    case 'phone-required':
      return new BadRequestError(PHONE_MESSAGES.phoneRequired, 'PHONE_REQUIRED');
  }
}
