import { LANGUAGES, type Language } from '@store/shared/constants';
import type { Random } from '../../lib/random';
import { de } from './texts/de';
import { en } from './texts/en';
import { es } from './texts/es';
import { fr } from './texts/fr';
import type { CardFacts, LanguagePack } from './texts/language-pack';
import { it } from './texts/it';

const PACKS: Readonly<Record<Language, LanguagePack>> = { de, en, es, fr, it };

export type Descriptions = Readonly<Record<Language, string>>;

/** "a, b and c" with the language's own conjunction. */
function joinList(items: readonly string[], conjunction: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1) ?? ''}`;
}

/** Picks an index once so every language says the same thing, not five unrelated texts. */
function pickIndex(random: Random, list: readonly unknown[]): number {
  return Math.floor(random.next() * list.length);
}

function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`No text at index ${index}`);
  return item;
}

function forEachLanguage(build: (pack: LanguagePack) => string): Descriptions {
  const result = {} as Record<Language, string>;
  for (const lang of LANGUAGES) result[lang] = build(PACKS[lang]);
  return result;
}

export type GameInput = {
  title: string;
  genreId: number;
  developer: string;
  publisher: string;
  year: number;
  platformNames: readonly string[];
  /** Set for sequels and spin-offs: the series they continue. */
  franchise: string | null;
  preOrder: boolean;
};

/** A game's description in all five languages: intro, two features, availability. */
export function describeGame(random: Random, input: GameInput): Descriptions {
  // "Published in 2026" reads wrong for a game that is not out yet.
  const intro = input.preOrder ? random.int(0, 1) : pickIndex(random, en.gameIntros);
  const [first = 0, second = 1] = random.sample(
    en.gameFeatures.map((_, i) => i),
    2,
  );
  const closing = pickIndex(random, en.gameClosings);
  return forEachLanguage((pack) => {
    const facts = {
      title: input.title,
      genre: at(pack.genres, input.genreId - 1),
      developer: input.developer,
      publisher: input.publisher,
      year: input.year,
      platforms: joinList(input.platformNames, pack.and),
    };
    const sentences = [at(pack.gameIntros, intro)(facts)];
    if (input.franchise) sentences.push(pack.sequel({ franchise: input.franchise }));
    sentences.push(at(pack.gameFeatures, first), at(pack.gameFeatures, second));
    sentences.push(at(pack.gameClosings, closing)(facts));
    if (input.preOrder) sentences.push(pack.preOrder({ year: input.year }));
    return sentences.join(' ');
  });
}

export type DlcInput = {
  name: string;
  baseTitle: string;
  developer: string;
  platformNames: readonly string[];
};

/** A DLC's description in all five languages, always naming the base game it needs. */
export function describeDlc(random: Random, input: DlcInput): Descriptions {
  const intro = pickIndex(random, en.dlcIntros);
  const feature = pickIndex(random, en.dlcFeatures);
  return forEachLanguage((pack) => {
    const facts = { ...input, platforms: joinList(input.platformNames, pack.and) };
    return [
      at(pack.dlcIntros, intro)(facts),
      at(pack.dlcFeatures, feature),
      pack.dlcRequirement(facts),
    ].join(' ');
  });
}

export type CardInput = {
  title: string;
  brand: string;
  platformName: string;
  regionShortname: string;
} & (
  | { kind: 'giftCard'; amounts: readonly number[]; currency: string }
  | { kind: 'subscription'; months: readonly number[] }
);

/** A gift or subscription card's description in all five languages. */
export function describeCard(random: Random, input: CardInput): Descriptions {
  const delivery = pickIndex(random, en.cardDelivery);
  return forEachLanguage((pack) => {
    const options =
      input.kind === 'giftCard'
        ? `${joinList(input.amounts.map(String), pack.and)} ${input.currency}`
        : joinList(input.months.map(pack.months), pack.or);
    const facts: CardFacts = {
      title: input.title,
      brand: input.brand,
      platform: input.platformName,
      region: pack.regions[input.regionShortname] ?? input.regionShortname,
      options,
    };
    const sentences = input.kind === 'giftCard' ? pack.giftCard : pack.subscription;
    return [...sentences.map((sentence) => sentence(facts)), at(pack.cardDelivery, delivery)].join(
      ' ',
    );
  });
}
