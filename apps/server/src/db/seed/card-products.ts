import { PRODUCT_TYPES } from '@store/shared/constants';
import { listCardDefinitions, type CardDefinition } from './cards';
import { isoDate, dayOf, platformName, ratingIdForAge } from './catalogue-profile';
import type { ChunkWriter } from './chunk-writer';
import { describeCard } from './descriptions';
import { CARD_GENRE_ID, regionId, unitsPerEur } from './lookups-data';
import { cardPrice } from './pricing';
import type { Random } from '../../lib/random';
import { DEVELOPER_NAMES, PLATFORM_HOLDERS, PUBLISHER_NAMES } from './studio-names';
import type { TitleBook } from './titles';

/** Gift and subscription cards interleaved, so even a small catalogue gets both kinds. */
export function orderCards(random: Random): CardDefinition[] {
  const all = listCardDefinitions();
  const gifts = random.sample(
    all.filter((c) => c.kind === 'giftCard'),
    all.length,
  );
  const subscriptions = random.sample(
    all.filter((c) => c.kind === 'subscription'),
    all.length,
  );
  const ordered: CardDefinition[] = [];
  while (gifts.length + subscriptions.length > 0) {
    const card = gifts.length >= subscriptions.length ? gifts.shift() : subscriptions.shift();
    if (card) ordered.push(card);
  }
  return ordered;
}

function cardEditions(random: Random, card: CardDefinition) {
  if (card.kind === 'giftCard') {
    return card.amounts.map((amount) => ({
      name: `${amount} ${card.currency}`,
      slug: `${amount}-${card.currency.toLowerCase()}`,
      price: cardPrice(random, amount, unitsPerEur(card.currency)),
    }));
  }
  return card.durations.map(({ months, priceMinor }) => ({
    name: months === 1 ? '1 Month' : `${months} Months`,
    slug: months === 1 ? '1-month' : `${months}-months`,
    price: cardPrice(random, priceMinor / 100, 1),
  }));
}

/** A card product: one edition per denomination or duration, all on the card's platform. */
export function buildCard(
  random: Random,
  writer: ChunkWriter,
  titles: TitleBook,
  id: number,
  card: CardDefinition,
): void {
  const holder = PLATFORM_HOLDERS[card.platformId] ?? '';
  const slug = titles.claim(card.title);
  if (!slug) throw new Error(`Card title taken: ${card.title}`);
  const releaseDay = random.int(dayOf('2010-01-01'), dayOf('2024-12-31'));
  const facts = {
    title: card.title,
    brand: card.brand,
    platformName: platformName(card.platformId),
    regionShortname: card.regionShortname,
  };
  writer.addProduct(
    {
      id,
      title: card.title,
      slug,
      typeId: card.kind === 'giftCard' ? PRODUCT_TYPES.giftCard : PRODUCT_TYPES.subscriptionCard,
      genreId: CARD_GENRE_ID,
      developerId: DEVELOPER_NAMES.indexOf(holder) + 1,
      publisherId: PUBLISHER_NAMES.indexOf(holder) + 1,
      ratingId: ratingIdForAge(3),
      baseProductId: null,
      releaseDate: isoDate(releaseDay),
      salesCount: random.int(500, 60_000),
    },
    describeCard(
      random,
      card.kind === 'giftCard'
        ? { ...facts, kind: 'giftCard', amounts: card.amounts, currency: card.currency }
        : { ...facts, kind: 'subscription', months: card.durations.map((d) => d.months) },
    ),
    releaseDay,
    true,
  );
  const editions = cardEditions(random, card);
  const editionIds = writer.addEditions(id, editions);
  const entries = editions.map((edition, i) => ({
    platformId: card.platformId,
    editionId: editionIds[i] ?? null,
    price: edition.price,
  }));
  writer.addPlatformRows(id, entries, regionId(card.regionShortname), true);
}
