/**
 * Text with a few inline marks: `[label](/path)`, `[label](#section)` and `[label](mailto:…)`
 * become links, a bare e-mail address becomes a mail link and text in backticks is code.
 */
export type LegalText = string;

/** A piece of a section, in reading order. */
export type LegalBlock =
  | { type: 'paragraph'; text: LegalText }
  | { type: 'list'; items: readonly LegalText[] }
  /** Named items explained one by one, such as cookies or loyalty levels. */
  | { type: 'definitions'; items: readonly { term: string; description: LegalText }[] }
  /** A rule the reader must not miss (irreversible steps, deadlines). */
  | { type: 'notice'; text: LegalText }
  /** The prices clause, which depends on the currency the server announced. */
  | { type: 'prices' };

export interface LegalSubsection {
  /** Link target; the same in every language. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalSection {
  /** Link target; the same in every language. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
  subsections?: readonly LegalSubsection[];
}

export type HighlightIcon =
  'returns' | 'refund' | 'delivery' | 'support' | 'card' | 'lock' | 'consent' | 'rights';

/** The key facts of a document, shown as cards above the full text. */
export interface LegalHighlight {
  icon: HighlightIcon;
  title: string;
  text: string;
}

export interface LegalDocument {
  /** Equals the page's name in the footer of the same language. */
  title: string;
  intro: LegalText;
  highlights: readonly LegalHighlight[];
  sections: readonly LegalSection[];
}

/** The prices clause in its two readings (spec section 1). */
export interface LegalPrices {
  /** The reading when the announced currency is the Swiss franc. */
  chf: string;
  /** The reading for any other currency, named as "Euro (EUR)". */
  other: (currency: string) => string;
}
