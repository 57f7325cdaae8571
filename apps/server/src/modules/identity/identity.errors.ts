import { IDENTITY_MESSAGES as M } from '@store/shared/schemas/identity';
import {
  BadRequestError,
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
} from '../../lib/http-errors';
import type { Failure } from '../../lib/result';

/** Why an identity request was refused; each has one status, code and message. */
export type IdentityFailure =
  | Failure<
      | 'verification-not-found'
      | 'check-not-required'
      | 'provider-unavailable'
      | 'invalid-secret'
      | 'not-awaiting-documents'
      | 'not-under-review'
      | 'customer-not-found'
      | 'bad-signature'
      | 'stale-signature'
      | 'malformed-event'
      | 'multipart-required'
      | 'invalid-form'
      | 'name-required'
      | 'photos-required'
      | 'photo-too-large'
      | 'photo-not-image'
    >
  | { readonly reason: 'too-many-starts'; retryAfterSeconds: number };

/** The answer to a refused identity request: its status, code and message. */
export function identityError(failure: IdentityFailure): DomainError {
  switch (failure.reason) {
    case 'verification-not-found':
    case 'customer-not-found':
      return new NotFoundError(M.notFound);
    case 'check-not-required':
      return new ConflictError(M.checkNotRequired, 'IDENTITY_CHECK_NOT_REQUIRED');
    case 'provider-unavailable':
      return new DomainError(M.providerUnavailable, 503, 'IDENTITY_PROVIDER_UNAVAILABLE');
    case 'invalid-secret':
      return new ForbiddenError(M.invalidSecret, 'INVALID_CLIENT_SECRET');
    case 'not-awaiting-documents':
      return new ConflictError(M.notAwaitingDocuments, 'NOT_AWAITING_DOCUMENTS');
    case 'not-under-review':
      return new ConflictError(M.notUnderReview, 'NOT_UNDER_REVIEW');
    case 'too-many-starts':
      return new TooManyRequestsError(M.tooManyStarts, failure.retryAfterSeconds);
    case 'multipart-required':
      return new BadRequestError(M.multipartRequired, 'MULTIPART_REQUIRED');
    case 'invalid-form':
      return new BadRequestError(M.photosRequired, 'INVALID_FORM');
    case 'name-required':
      return new BadRequestError(M.nameRequired, 'NAME_REQUIRED');
    case 'photos-required':
      return new BadRequestError(M.photosRequired, 'PHOTOS_REQUIRED');
    case 'photo-too-large':
      return new BadRequestError(M.photoTooLarge, 'PHOTO_TOO_LARGE');
    case 'photo-not-image':
      return new BadRequestError(M.photoNotImage, 'PHOTO_NOT_IMAGE');
    // The provider's calls, as the payment webhooks answer them; it retries on any non-2xx.
    case 'bad-signature':
      return new BadRequestError(
        'The webhook signature is not valid.',
        'WEBHOOK_SIGNATURE_INVALID',
      );
    case 'stale-signature':
      return new BadRequestError(
        'The webhook timestamp is outside the tolerance.',
        'WEBHOOK_TIMESTAMP_STALE',
      );
    case 'malformed-event':
      return new BadRequestError('The webhook event is not valid.', 'WEBHOOK_EVENT_INVALID');
  }
}
