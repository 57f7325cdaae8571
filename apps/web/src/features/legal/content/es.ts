import { prices, privacy, terms } from '@store/shared/content/legal/es';
import type { LegalContent } from './types';

export const es: LegalContent = {
  ui: {
    eyebrow: 'Información legal',
    lastUpdated: 'Última actualización',
    contents: 'Índice',
    highlights: 'De un vistazo',
    backToContents: 'Volver al índice',
  },
  prices,
  terms,
  privacy,
};
