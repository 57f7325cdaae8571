import { PHONE_MESSAGES } from '@store/shared/schemas/phone';
import {
  BadRequestError,
  DomainError,
  NotFoundError,
  TooManyRequestsError,
} from '../../lib/http-errors';
import type { ConfirmFailure, RequestCodeFailure } from './phone.service';

export type PhoneFailure = RequestCodeFailure | ConfirmFailure;

/** The answer to a refused number or code (status, message, code). */
export function phoneError(failure: PhoneFailure): DomainError {
  switch (failure.reason) {
    case 'invalid-number':
      return new BadRequestError(PHONE_MESSAGES.invalidNumber, 'PHONE_INVALID');
    case 'same-number':
      return new BadRequestError(PHONE_MESSAGES.sameNumber, 'PHONE_SAME');
    case 'too-many-codes':
      return new TooManyRequestsError(
        PHONE_MESSAGES.tooManyCodes,
        failure.retryAfterSeconds,
        'PHONE_CODE_LIMIT',
      );
    // The gateway's failure, not the customer's: a passing outage, worth another try.
    case 'send-failed':
      return new DomainError(PHONE_MESSAGES.sendFailed, 503, 'SMS_UNAVAILABLE');
    case 'no-code':
      return new BadRequestError(PHONE_MESSAGES.noCode, 'PHONE_NO_CODE');
    case 'code-invalid':
      return new BadRequestError(PHONE_MESSAGES.codeInvalid, 'CODE_INVALID');
    case 'code-expired':
      return new BadRequestError(PHONE_MESSAGES.codeExpired, 'CODE_EXPIRED');
    case 'code-attempts':
      return new BadRequestError(PHONE_MESSAGES.codeAttempts, 'CODE_ATTEMPTS');
    case 'user-not-found':
      return new NotFoundError('User not found');
  }
}
