import type { LegalDocument, LegalPrices } from '@store/shared/content/legal/types';

// The documents themselves are the store's help knowledge, shared with Biggie AI Assistant.
export type {
  HighlightIcon,
  LegalBlock,
  LegalDocument,
  LegalHighlight,
  LegalSection,
  LegalSubsection,
  LegalText,
} from '@store/shared/content/legal/types';

/** Both legal documents and the words around them in one language; one chunk per language. */
export interface LegalContent {
  ui: {
    eyebrow: string;
    lastUpdated: string;
    contents: string;
    highlights: string;
    backToContents: string;
  };
  prices: LegalPrices;
  terms: LegalDocument;
  privacy: LegalDocument;
}

export type LegalDocumentName = 'terms' | 'privacy';
