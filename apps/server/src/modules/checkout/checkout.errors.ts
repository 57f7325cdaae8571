import { CHECKOUT_MESSAGES } from '@store/shared/schemas/checkout';
import { PLATFORM_GROUP_MISMATCH } from '@store/shared/schemas/favorites';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  type DomainError,
} from '../../lib/http-errors';
import type { TooManyFailures } from './checkout-throttle';
import type { CheckoutFailure } from './checkout.service';

/** The error the one error handler answers for a refused checkout (status, message, code). */
export function checkoutError(failure: CheckoutFailure | TooManyFailures): DomainError {
  switch (failure.reason) {
    case 'email-not-verified':
      return new ForbiddenError(CHECKOUT_MESSAGES.emailNotVerified, 'EMAIL_NOT_VERIFIED');
    case 'profile-incomplete':
      return new ForbiddenError(CHECKOUT_MESSAGES.profileIncomplete, 'PROFILE_INCOMPLETE');
    case 'product-not-found':
      return new NotFoundError(CHECKOUT_MESSAGES.productNotFound);
    case 'platform-group-mismatch':
      return new BadRequestError(PLATFORM_GROUP_MISMATCH, 'PLATFORM_GROUP_MISMATCH');
    case 'out-of-stock':
      return new ConflictError(CHECKOUT_MESSAGES.outOfStock, 'OUT_OF_STOCK');
    case 'idempotency-key-reused':
      return new ConflictError(CHECKOUT_MESSAGES.idempotencyKeyReused, 'IDEMPOTENCY_KEY_REUSED');
    case 'checkout-replaced':
      return new ConflictError(CHECKOUT_MESSAGES.checkoutReplaced, 'CHECKOUT_REPLACED');
    case 'too-many-checkouts':
    case 'too-many-failures':
      // The spec's one message for a 429 on payment intents (section 8).
      return new TooManyRequestsError(CHECKOUT_MESSAGES.tooManyFailures, failure.retryAfterSeconds);
  }
}
