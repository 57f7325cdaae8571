import { PAYMENT_MESSAGES } from '@store/shared/schemas/payments';
import { ForbiddenError, NotFoundError, type DomainError } from '../../lib/http-errors';
import type { SandboxFailure } from './sandbox-payments.service';

/** The answer to a refused card-form call (status, message, code). */
export function sandboxError(failure: SandboxFailure): DomainError {
  switch (failure.reason) {
    case 'invalid-secret':
      return new ForbiddenError(PAYMENT_MESSAGES.invalidPaymentIntent, 'INVALID_CLIENT_SECRET');
    case 'not-found':
      return new NotFoundError(PAYMENT_MESSAGES.paymentNotFound);
    case 'invalid-challenge':
      return new ForbiddenError(PAYMENT_MESSAGES.challengeInvalid, 'INVALID_CHALLENGE');
  }
}
