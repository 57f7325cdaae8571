import { editionSegment } from '@store/shared/rules/product-path';
import type {
  CreditDetails,
  CreditOption,
  ProductPlatformInfo,
} from '@store/shared/schemas/product-details';
import type { ProductPlatformEntry } from '@store/shared/schemas/products';

/** The platform a page URL names, matched without regard to case; undefined when it sells none. */
export function findPagePlatform(
  platforms: readonly ProductPlatformInfo[],
  categoryId: string,
  platformSlug: string,
): ProductPlatformInfo | undefined {
  const category = categoryId.toLowerCase();
  const slug = platformSlug.toLowerCase();
  return platforms.find((p) => p.categoryId === category && p.slug === slug);
}

/** The entry a page preselects: the first one in stock, else the first one listed. */
export function defaultEntry(
  entries: readonly ProductPlatformEntry[],
): ProductPlatformEntry | undefined {
  return entries.find((entry) => entry.inStock) ?? entries[0];
}

/** A card's option that a page URL's edition segment names, with the region it is sold for. */
export interface CreditChoice {
  region: CreditDetails['regions'][number];
  option: CreditOption;
}

/** Every option of a card in page order, each with its region. */
export function creditChoices(credit: CreditDetails): CreditChoice[] {
  return credit.regions.flatMap((region) => region.options.map((option) => ({ region, option })));
}

/** The option whose URL segment is `editionSlug`; undefined when the card has no such option. */
export function findCreditChoice(
  choices: readonly CreditChoice[],
  editionSlug: string,
): CreditChoice | undefined {
  const wanted = editionSlug.toLowerCase();
  return choices.find(({ option }) => editionSegment(option.entry.editionName) === wanted);
}
