import type { CatalogueChunk, ProductRow, SystemRequirementRow } from './catalogue-types';
import type { Descriptions } from './descriptions';
import { keyLength } from './key-formats';
import { pickDiscount, salePrice } from './pricing';
import { buildReviews, buildScreenshots } from './product-extras';
import type { Random } from '../../lib/random';

export type PlatformEntry = { platformId: number; editionId: number | null; price: number };

function emptyChunk(): CatalogueChunk {
  return {
    products: [],
    descriptions: [],
    editions: [],
    productPlatforms: [],
    systemRequirements: [],
    screenshots: [],
    reviews: [],
    keys: [],
  };
}

/**
 * Collects the rows of the current chunk and numbers them: ids run on across chunks,
 * so every row's id is known before it reaches the database.
 */
export function createChunkWriter(random: Random, reviewsUntilDay: number) {
  const counters = { edition: 0, productPlatform: 0, review: 0, key: 0 };
  const nextReviewId = () => ++counters.review;
  let chunk = emptyChunk();

  return {
    /** Products collected since the last `take()`. */
    get size(): number {
      return chunk.products.length;
    },

    /** Hands over the rows collected so far and starts a new chunk. */
    take(): CatalogueChunk {
      const done = chunk;
      chunk = emptyChunk();
      return done;
    },

    /** The product with its descriptions, screenshots and reviews. */
    addProduct(row: ProductRow, descriptions: Descriptions, releaseDay: number, isCard: boolean) {
      chunk.products.push(row);
      for (const [lang, description] of Object.entries(descriptions)) {
        chunk.descriptions.push({ productId: row.id, lang, description });
      }
      chunk.screenshots.push(...buildScreenshots(random, row.id, isCard));
      const product = { id: row.id, releaseDay, isCard };
      chunk.reviews.push(...buildReviews(random, nextReviewId, product, reviewsUntilDay));
    },

    addSystemRequirements(rows: readonly SystemRequirementRow[]) {
      chunk.systemRequirements.push(...rows);
    },

    /** Editions in menu order; returns their ids. */
    addEditions(productId: number, editions: readonly { name: string; slug: string }[]): number[] {
      return editions.map(({ name, slug }, i) => {
        const id = ++counters.edition;
        chunk.editions.push({ id, productId, name, slug, position: i + 1 });
        return id;
      });
    },

    /** One product_platforms row per entry, sharing the product's sale, each with its own keys. */
    addPlatformRows(
      productId: number,
      entries: readonly PlatformEntry[],
      regionId: number,
      isCard: boolean,
    ) {
      const discount = pickDiscount(random, isCard);
      for (const entry of entries) {
        const id = ++counters.productPlatform;
        chunk.productPlatforms.push({
          id,
          productId,
          platformId: entry.platformId,
          editionId: entry.editionId,
          regionId,
          priceMinor: entry.price,
          salePriceMinor: salePrice(entry.price, discount, isCard),
        });
        // About one platform entry in twelve is sold out.
        const keyCount = random.chance(0.08) ? 0 : random.int(1, 8);
        for (let k = 0; k < keyCount; k++) {
          // The characters come from the install's secret when the key is written (see
          // demo-keys.ts); the catalogue's sequence still moves past the draws that once
          // chose them, so every other row of the catalogue stays as it always was.
          for (let c = keyLength(entry.platformId); c > 0; c--) random.next();
          chunk.keys.push({
            id: ++counters.key,
            productPlatformId: id,
            platformId: entry.platformId,
          });
        }
      }
    },
  };
}

export type ChunkWriter = ReturnType<typeof createChunkWriter>;
