import { NotFoundError, type DomainError } from '../../lib/http-errors';
import { SERVER_MESSAGES } from '../../lib/messages/customer-messages';
import type { CreditDetailsFailure } from './credit-details.service';
import type { CountryNotFound } from './lookups.service';
import type { ProductNotFound } from './product-details.service';
import type { ProductLookupFailure } from './products-lookup.service';

/** The spec's words for a product id, slug or title that names no product. */
export const PRODUCT_NOT_FOUND = 'Product not found';
/** The spec's wording for a platform the product is not sold on. */
export const PLATFORM_NOT_FOUND = 'Platform not found in product data';
export const NOT_A_CARD = SERVER_MESSAGES.notACard;

export type CatalogFailure =
  ProductNotFound | ProductLookupFailure | CreditDetailsFailure | CountryNotFound;

/** The error the one error handler answers for a catalogue read that found nothing. */
export function catalogError(failure: CatalogFailure): DomainError {
  switch (failure.reason) {
    case 'product-not-found':
      return new NotFoundError(PRODUCT_NOT_FOUND);
    case 'platform-not-found':
      return new NotFoundError(PLATFORM_NOT_FOUND);
    case 'not-a-card':
      return new NotFoundError(NOT_A_CARD);
    case 'country-not-found':
      return new NotFoundError(`Country ${failure.code} not found`);
  }
}
