import { prices, privacy, terms } from '@store/shared/content/legal/it';
import type { LegalContent } from './types';

export const it: LegalContent = {
  ui: {
    eyebrow: 'Note legali',
    lastUpdated: 'Ultimo aggiornamento',
    contents: 'Indice',
    highlights: 'In sintesi',
    backToContents: 'Torna all’indice',
  },
  prices,
  terms,
  privacy,
};
