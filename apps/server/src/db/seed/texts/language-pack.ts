/** What a product description is composed from, per language. */
export type GameFacts = {
  title: string;
  /** "an action game", in the language's own words. */
  genre: string;
  developer: string;
  publisher: string;
  year: number;
  /** Localised list such as "Steam, Xbox and PlayStation". */
  platforms: string;
};

export type DlcFacts = { name: string; baseTitle: string; developer: string; platforms: string };

export type CardFacts = {
  title: string;
  /** Brand without the region, e.g. "PlayStation Plus Extra". */
  brand: string;
  platform: string;
  region: string;
  /** Localised list of denominations or durations, e.g. "10, 20 and 50 EUR". */
  options: string;
};

type Sentence<T> = (facts: T) => string;

/** Templates and phrases of one language; sentences are picked and joined by the generator. */
export type LanguagePack = {
  and: string;
  or: string;
  months: (count: number) => string;
  /** Genre noun phrases with their article, indexed by genre id − 1. */
  genres: readonly string[];
  /** "in Europe"-style phrases by region shortname, for the card regions. */
  regions: Readonly<Record<string, string>>;
  /** The first two must not mention the year: pre-orders only use those. */
  gameIntros: readonly Sentence<GameFacts>[];
  sequel: Sentence<{ franchise: string }>;
  preOrder: Sentence<{ year: number }>;
  gameFeatures: readonly string[];
  gameClosings: readonly Sentence<GameFacts>[];
  dlcIntros: readonly Sentence<DlcFacts>[];
  dlcFeatures: readonly string[];
  dlcRequirement: Sentence<DlcFacts>;
  giftCard: readonly Sentence<CardFacts>[];
  subscription: readonly Sentence<CardFacts>[];
  cardDelivery: readonly string[];
};
