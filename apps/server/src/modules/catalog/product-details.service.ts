import type { Language } from '@store/shared/constants';
import type { ProductDetails, Screenshots } from '@store/shared/schemas/product-details';
import type { Db } from '../../db/types';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import {
  findDescription,
  findEditions,
  findProductFacts,
  findReviewSummary,
  findScreenshots,
  findSystemRequirements,
} from './product-details.repository';
import { screenshotUrl } from './product-images';
import { presentDetails } from './product.presenter';
import { findEntryRows, findSummaryRow } from './product-summaries.repository';

export type ProductNotFound = Failure<'product-not-found'>;

/** What the product page shows about a product: texts in `lang` (English when missing). */
export async function getProductDetails(
  db: Db,
  productId: number,
  lang: Language,
): Promise<Result<ProductDetails, ProductNotFound>> {
  const facts = await findProductFacts(db, productId, lang);
  if (!facts) return fail('product-not-found');
  const [description, editions, entries, requirements, reviews] = await Promise.all([
    findDescription(db, productId, lang),
    findEditions(db, productId),
    findEntryRows(db, [productId]),
    findSystemRequirements(db, productId, lang),
    findReviewSummary(db, productId),
  ]);
  return ok(presentDetails({ facts, lang, description, editions, entries, requirements, reviews }));
}

/** A product's screenshots: image URLs under /media with their captions. */
export async function getScreenshots(
  db: Db,
  productId: number,
): Promise<Result<Screenshots, ProductNotFound>> {
  const product = await findSummaryRow(db, productId);
  if (!product) return fail('product-not-found');
  const rows = await findScreenshots(db, productId);
  return ok({
    productId: String(productId),
    images: rows.map((r) => ({
      position: r.position,
      url: screenshotUrl(productId, r.position, product.imageVersion),
      caption: r.caption,
    })),
  });
}
