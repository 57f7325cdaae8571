import { PRODUCT_TYPES, UNKNOWN_LABELS, type Language } from '@store/shared/constants';
import type { CreditDetails, CreditOption } from '@store/shared/schemas/product-details';
import type { PricingCurrency } from '@store/shared/rules/money';
import type { Db } from '../../db/types';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import type { RequestLocale } from '../locale/locale.service';
import { findRegions } from './product-details.repository';
import { currencyOf, platformsOf, presentEntry } from './product.presenter';
import { findEntryRows, findSummaryRow, type EntryRow } from './product-summaries.repository';
import { regionNote } from './region-notes';

export type CreditDetailsFailure = Failure<'product-not-found' | 'not-a-card'>;

const FACE_VALUE = /^(\d+(?:\.\d+)?)\s+([A-Z]{3})$/;
const MONTHS = /^(\d+)\s+months?$/i;

function creditOption(entry: EntryRow, currency: PricingCurrency): CreditOption {
  const name = entry.editionName ?? '';
  const face = FACE_VALUE.exec(name);
  const months = MONTHS.exec(name);
  return {
    edition: {
      _id: entry.editionId === null ? '' : String(entry.editionId),
      name,
      slug: entry.editionSlug ?? '',
    },
    faceValue: face ? { amount: Number(face[1]), currency: face[2] ?? '' } : null,
    months: months ? Number(months[1]) : null,
    entry: presentEntry(entry, currency),
  };
}

/**
 * A gift or subscription card's denominations (or durations) per region, priced in the
 * request's currency, each region with a note on where it can be redeemed.
 */
export async function getCreditDetails(
  db: Db,
  locale: RequestLocale,
  productId: number,
  lang: Language,
): Promise<Result<CreditDetails, CreditDetailsFailure>> {
  const product = await findSummaryRow(db, productId);
  if (!product) return fail('product-not-found');
  const isGift = product.typeId === PRODUCT_TYPES.giftCard;
  if (!isGift && product.typeId !== PRODUCT_TYPES.subscriptionCard) return fail('not-a-card');
  const entries = await findEntryRows(db, [productId]);
  const platform = platformsOf(entries)[0];
  // A card with no entry has nothing to show: as if it were not there.
  if (!platform) return fail('product-not-found');
  const regionIds = [...new Set(entries.map((e) => e.regionId))];
  const regions = await findRegions(db, regionIds);
  const byId = new Map(regions.map((r) => [r.id, r]));
  return ok({
    _id: String(product.id),
    title: product.title,
    kind: isGift ? 'giftCard' : 'subscription',
    platform,
    lang,
    regions: regionIds.map((regionId) => {
      const region = byId.get(regionId) ?? {
        id: regionId,
        shortname: '',
        name: UNKNOWN_LABELS.region,
        symbol: '',
      };
      return {
        region: {
          _id: String(region.id),
          shortname: region.shortname,
          name: region.name,
          symbol: region.symbol,
        },
        note: regionNote(lang, region, platform.name),
        options: entries
          .filter((e) => e.regionId === regionId)
          .map((e) => creditOption(e, locale.currency)),
      };
    }),
    ...currencyOf(locale),
  });
}
