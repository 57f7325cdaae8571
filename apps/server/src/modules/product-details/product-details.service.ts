import type { Language } from '@store/shared/constants';
import type {
  ProductDetails,
  ProductPlatformInfo,
  Screenshots,
  SystemRequirementLevel,
} from '@store/shared/schemas/product-details';
import type { Db } from '../../db/types';
import { NotFoundError } from '../../lib/errors';
import { productImages } from '../catalog/product-images';
import {
  findDescription,
  findEditions,
  findProductFacts,
  findReviewSummary,
  findScreenshots,
  findSystemRequirements,
} from './product-details.repository';
import { findEntryRows, findSummaryRow, type EntryRow } from './product-summaries.repository';
import { PRODUCT_NOT_FOUND } from './products-lookup.service';

type RequirementRow = Awaited<ReturnType<typeof findSystemRequirements>>[number];

const named = (row: { id: number | string; name: string }) => ({
  _id: String(row.id),
  name: row.name,
});

/** The distinct platforms of a product's entries, in catalogue order. */
export function platformsOf(entries: readonly EntryRow[]): ProductPlatformInfo[] {
  const seen = new Map<number, ProductPlatformInfo>();
  for (const e of entries) {
    if (seen.has(e.platformId)) continue;
    seen.set(e.platformId, {
      _id: String(e.platformId),
      name: e.platformName,
      slug: e.platformSlug,
      categoryId: e.categoryId,
    });
  }
  return [...seen.values()];
}

function requirementLevel(row: RequirementRow | undefined): SystemRequirementLevel | null {
  if (!row) return null;
  const { os, processor, memory, graphics, directx, storage, notes } = row;
  return { os, processor, memory, graphics, directx, storage, notes };
}

/** What the product page shows about a product: texts in `lang` (English when missing). */
export async function getProductDetails(
  db: Db,
  productId: number,
  lang: Language,
): Promise<ProductDetails> {
  const facts = await findProductFacts(db, productId);
  if (!facts) throw new NotFoundError(PRODUCT_NOT_FOUND);
  const [description, editions, entries, requirements, reviews] = await Promise.all([
    findDescription(db, productId, lang),
    findEditions(db, productId),
    findEntryRows(db, [productId]),
    findSystemRequirements(db, productId),
    findReviewSummary(db, productId),
  ]);
  const minimum = requirements.find((r) => r.level === 'minimum');
  const recommended = requirements.find((r) => r.level === 'recommended');
  return {
    _id: String(facts.id),
    title: facts.title,
    slug: facts.slug,
    type: named({ id: facts.typeId, name: facts.typeName }),
    lang,
    description,
    rating: named(facts.rating),
    developer: named(facts.developer),
    publisher: named(facts.publisher),
    genre: named(facts.genre),
    releaseDate: facts.releaseDate,
    editions: editions.map((e) => ({ _id: String(e.id), name: e.name, slug: e.slug })),
    platforms: platformsOf(entries),
    baseProduct:
      facts.baseProductId === null
        ? null
        : {
            _id: String(facts.baseProductId),
            title: facts.baseProductTitle ?? '',
            slug: facts.baseProductSlug ?? '',
          },
    systemRequirements:
      requirements.length === 0
        ? null
        : { minimum: requirementLevel(minimum), recommended: requirementLevel(recommended) },
    reviews,
    images: productImages(facts.id),
  };
}

/** A product's screenshots: image URLs under /media with their captions. */
export async function getScreenshots(db: Db, productId: number): Promise<Screenshots> {
  const product = await findSummaryRow(db, productId);
  if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
  const rows = await findScreenshots(db, productId);
  return {
    productId: String(productId),
    images: rows.map((r) => ({
      position: r.position,
      url: `/media/screenshots/${productId}/${r.position}.webp`,
      caption: r.caption,
    })),
  };
}
