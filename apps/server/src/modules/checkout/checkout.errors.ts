import { CHECKOUT_MESSAGES } from '@store/shared/schemas/checkout';
import { IDENTITY_MESSAGES } from '@store/shared/schemas/identity';
import { PLATFORM_GROUP_MISMATCH } from '@store/shared/schemas/favorites';
import {
  BadRequestError,
  ConflictError,
  DomainError,
  ForbiddenError,
  TooManyRequestsError,
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
    case 'identity-check-required':
      return new ForbiddenError(IDENTITY_MESSAGES.identityCheckRequired, 'IDENTITY_CHECK_REQUIRED');
    case 'product-not-found':
      // A code of its own: the message is in the customer's language, the code is not.
      return new DomainError(CHECKOUT_MESSAGES.productNotFound, 404, 'PRODUCT_NOT_FOUND');
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
