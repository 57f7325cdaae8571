import { prices, privacy, terms } from '@store/shared/content/legal/fr';
import type { LegalContent } from './types';

export const fr: LegalContent = {
  ui: {
    eyebrow: 'Informations juridiques',
    lastUpdated: 'Dernière mise à jour',
    contents: 'Sommaire',
    highlights: 'En bref',
    backToContents: 'Retour au sommaire',
  },
  prices,
  terms,
  privacy,
};
