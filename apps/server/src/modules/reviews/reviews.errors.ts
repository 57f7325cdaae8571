import { REVIEW_EMAIL_UNVERIFIED, REVIEW_MESSAGES } from '@store/shared/schemas/reviews';
import { ForbiddenError, NotFoundError, type DomainError } from '../../lib/http-errors';
import { PRODUCT_NOT_FOUND } from '../catalog/catalog.errors';
import type { ReviewFailure } from './reviews.service';

/** The answer to a refused review read or write (status, message, code). */
export function reviewError(failure: ReviewFailure): DomainError {
  switch (failure.reason) {
    case 'product-not-found':
      return new NotFoundError(PRODUCT_NOT_FOUND);
    case 'email-unverified':
      return new ForbiddenError(REVIEW_MESSAGES.emailUnverified, REVIEW_EMAIL_UNVERIFIED);
  }
}
