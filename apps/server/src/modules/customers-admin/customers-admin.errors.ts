import { ADMIN_CUSTOMER_MESSAGES as M } from '@store/shared/schemas/admin-customers';
import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import {
  ConflictError,
  NotFoundError,
  TooManyRequestsError,
  type DomainError,
} from '../../lib/http-errors';
import type { CustomerFailure } from './customers-admin.service';

/** The answer to a refused customer lookup or action in the back office. */
export function customerError(failure: CustomerFailure): DomainError {
  switch (failure.reason) {
    case 'customer-not-found':
      return new NotFoundError(M.notFound);
    case 'already-locked':
      return new ConflictError(M.alreadyLocked, 'ALREADY_LOCKED');
    case 'not-locked':
      return new ConflictError(M.notLocked, 'NOT_LOCKED');
    case 'staff-account':
      return new ConflictError(M.staffAccount, 'STAFF_ACCOUNT');
    case 'already-verified':
      return new ConflictError(M.alreadyVerified, 'ALREADY_VERIFIED');
    case 'check-already-required':
      return new ConflictError(M.checkAlreadyRequired, 'CHECK_ALREADY_REQUIRED');
    case 'resend-too-soon':
      return new TooManyRequestsError(
        AUTH_MESSAGES.verificationResendTooSoon,
        failure.retryAfterSeconds,
      );
  }
}
