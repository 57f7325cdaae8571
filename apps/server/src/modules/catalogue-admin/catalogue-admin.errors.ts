import { ADMIN_CATALOGUE_MESSAGES as M } from '@store/shared/schemas/admin-catalogue';
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  type DomainError,
} from '../../lib/http-errors';
import type { ProductEditFailure } from './catalogue-admin.service';
import type { EntryFailure } from './catalogue-entries.service';
import type { ImageFailure } from './catalogue-images.service';

export type CatalogueAdminFailure = ProductEditFailure | EntryFailure | ImageFailure;

/** The status, code and message of each failure of the back office's catalogue. */
export function catalogueAdminError(failure: CatalogueAdminFailure): DomainError {
  switch (failure.reason) {
    case 'product-not-found':
      return new NotFoundError(M.productNotFound);
    case 'entry-not-found':
      return new NotFoundError(M.entryNotFound);
    case 'image-not-found':
      return new NotFoundError(M.imageNotFound);
    case 'unknown-lookup':
      return new BadRequestError(M.unknownLookup, 'UNKNOWN_LOOKUP');
    case 'unknown-edition':
      return new BadRequestError(M.unknownEdition, 'UNKNOWN_EDITION');
    case 'unknown-base-product':
      return new BadRequestError(M.unknownBaseProduct, 'UNKNOWN_BASE_PRODUCT');
    case 'sale-price-not-lower':
      return new BadRequestError(M.salePriceNotLower, 'SALE_PRICE_NOT_LOWER');
    case 'not-an-image':
      return new BadRequestError(M.notAnImage, 'NOT_AN_IMAGE');
    case 'too-many-screenshots':
      return new BadRequestError(M.tooManyScreenshots, 'TOO_MANY_SCREENSHOTS');
    case 'slug-taken':
      return new ConflictError(M.slugTaken, 'SLUG_TAKEN');
    case 'entry-exists':
      return new ConflictError(M.entryExists, 'ENTRY_EXISTS');
    case 'entry-in-use':
      return new ConflictError(M.entryInUse, 'ENTRY_IN_USE');
    case 'edition-in-use':
      return new ConflictError(M.editionInUse, 'EDITION_IN_USE');
    case 'no-entries':
      return new ConflictError(M.noEntries, 'NO_ENTRIES');
  }
}
