import { prices, privacy, terms } from '@store/shared/content/legal/de';
import type { LegalContent } from './types';

export const de: LegalContent = {
  ui: {
    eyebrow: 'Rechtliches',
    lastUpdated: 'Zuletzt aktualisiert',
    contents: 'Inhalt',
    highlights: 'Auf einen Blick',
    backToContents: 'Zurück zum Inhalt',
  },
  prices,
  terms,
  privacy,
};
