import { NOT_A_FAVORITE, PLATFORM_GROUP_MISMATCH } from '@store/shared/schemas/favorites';
import { BadRequestError, NotFoundError, type DomainError } from '../../lib/http-errors';
import { PRODUCT_NOT_FOUND } from '../catalog/catalog.errors';
import type { FavoriteFailure } from './favorites.service';

/** The error the one error handler answers for a refused favourite (status, message, code). */
export function favoriteError(failure: FavoriteFailure): DomainError {
  switch (failure.reason) {
    case 'product-not-found':
      return new NotFoundError(PRODUCT_NOT_FOUND);
    case 'platform-group-mismatch':
      return new BadRequestError(PLATFORM_GROUP_MISMATCH, 'PLATFORM_GROUP_MISMATCH');
    case 'not-a-favorite':
      return new NotFoundError(NOT_A_FAVORITE);
  }
}
