/** The gift cards and subscription cards the store sells: real storefront brands, per region. */

export type CardDefinition =
  | {
      kind: 'giftCard';
      title: string;
      brand: string;
      platformId: number;
      regionShortname: string;
      currency: string;
      amounts: readonly number[];
    }
  | {
      kind: 'subscription';
      title: string;
      brand: string;
      platformId: number;
      regionShortname: string;
      /** Durations in months with their usual EUR price in minor units. */
      durations: readonly { months: number; priceMinor: number }[];
    };

/** Card currency and the face values sold in it, per card region. */
const CARD_REGIONS: Readonly<Record<string, { currency: string; amounts: readonly number[] }>> = {
  EU: { currency: 'EUR', amounts: [10, 20, 25, 50, 100] },
  UK: { currency: 'GBP', amounts: [10, 20, 25, 50] },
  US: { currency: 'USD', amounts: [10, 20, 25, 50, 100] },
  CH: { currency: 'CHF', amounts: [10, 20, 50, 100] },
  CA: { currency: 'CAD', amounts: [20, 50, 100] },
  AU: { currency: 'AUD', amounts: [20, 50, 100] },
  JP: { currency: 'JPY', amounts: [1000, 3000, 5000, 10000] },
  TR: { currency: 'TRY', amounts: [100, 250, 500, 1000] },
};

// prettier-ignore
const GIFT_CARDS: readonly { brand: string; platformId: number; regions: readonly string[] }[] = [
  { brand: 'Steam Wallet Card', platformId: 2, regions: ['EU', 'UK', 'US', 'CH', 'CA', 'AU', 'JP'] },
  { brand: 'Xbox Gift Card', platformId: 12, regions: ['EU', 'UK', 'US', 'CH', 'CA', 'AU', 'JP', 'TR'] },
  {
    brand: 'PlayStation Store Gift Card',
    platformId: 10,
    regions: ['EU', 'UK', 'US', 'CH', 'CA', 'AU', 'JP', 'TR'],
  },
  { brand: 'Nintendo eShop Card', platformId: 13, regions: ['EU', 'UK', 'US', 'CH', 'CA', 'AU', 'JP'] },
  { brand: 'Battle.net Balance Card', platformId: 4, regions: ['EU', 'UK', 'US'] },
  { brand: 'EA App Gift Card', platformId: 3, regions: ['EU', 'UK', 'US'] },
  { brand: 'Epic Games Store Gift Card', platformId: 5, regions: ['EU', 'UK', 'US'] },
  { brand: 'GOG.com Gift Card', platformId: 6, regions: ['EU', 'US'] },
  { brand: 'Microsoft Store Gift Card', platformId: 8, regions: ['EU', 'UK', 'US', 'CH'] },
];

// prettier-ignore
const SUBSCRIPTIONS: readonly {
  brand: string;
  platformId: number;
  durations: readonly { months: number; priceMinor: number }[];
}[] = [
  { brand: 'Xbox Game Pass Ultimate', platformId: 12, durations: [{ months: 1, priceMinor: 2699 }, { months: 3, priceMinor: 7999 }] },
  { brand: 'Xbox Game Pass Essential', platformId: 12, durations: [{ months: 1, priceMinor: 899 }, { months: 3, priceMinor: 2499 }, { months: 12, priceMinor: 7499 }] },
  { brand: 'PC Game Pass', platformId: 8, durations: [{ months: 1, priceMinor: 1499 }, { months: 3, priceMinor: 4499 }] },
  { brand: 'PlayStation Plus Essential', platformId: 10, durations: [{ months: 1, priceMinor: 899 }, { months: 3, priceMinor: 2499 }, { months: 12, priceMinor: 7999 }] },
  { brand: 'PlayStation Plus Extra', platformId: 10, durations: [{ months: 1, priceMinor: 1399 }, { months: 3, priceMinor: 3999 }, { months: 12, priceMinor: 13499 }] },
  { brand: 'PlayStation Plus Premium', platformId: 10, durations: [{ months: 1, priceMinor: 1699 }, { months: 3, priceMinor: 4999 }, { months: 12, priceMinor: 15999 }] },
  { brand: 'Nintendo Switch Online', platformId: 13, durations: [{ months: 3, priceMinor: 799 }, { months: 12, priceMinor: 1999 }] },
  { brand: 'Nintendo Switch Online + Expansion Pack', platformId: 13, durations: [{ months: 12, priceMinor: 3999 }] },
  { brand: 'EA Play', platformId: 3, durations: [{ months: 1, priceMinor: 599 }, { months: 12, priceMinor: 3999 }] },
  { brand: 'EA Play Pro', platformId: 3, durations: [{ months: 1, priceMinor: 1699 }, { months: 12, priceMinor: 11999 }] },
  { brand: 'Ubisoft+ Premium', platformId: 1, durations: [{ months: 1, priceMinor: 1799 }] },
  { brand: 'Ubisoft+ Classics', platformId: 1, durations: [{ months: 1, priceMinor: 799 }] },
];

const SUBSCRIPTION_REGIONS: readonly string[] = ['EU', 'UK', 'US'];

/** Every card product, in a fixed order; the generator decides which of them a catalogue gets. */
export function listCardDefinitions(): CardDefinition[] {
  const cards: CardDefinition[] = [];
  for (const card of GIFT_CARDS) {
    for (const regionShortname of card.regions) {
      const region = CARD_REGIONS[regionShortname];
      if (!region) throw new Error(`No card currency for region ${regionShortname}`);
      cards.push({
        kind: 'giftCard',
        title: `${card.brand} (${regionShortname})`,
        brand: card.brand,
        platformId: card.platformId,
        regionShortname,
        currency: region.currency,
        amounts: region.amounts,
      });
    }
  }
  for (const subscription of SUBSCRIPTIONS) {
    for (const regionShortname of SUBSCRIPTION_REGIONS) {
      cards.push({
        kind: 'subscription',
        title: `${subscription.brand} (${regionShortname})`,
        brand: subscription.brand,
        platformId: subscription.platformId,
        regionShortname,
        durations: subscription.durations,
      });
    }
  }
  return cards;
}
