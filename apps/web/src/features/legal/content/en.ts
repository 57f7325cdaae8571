import { prices, privacy, terms } from '@store/shared/content/legal/en';
import type { LegalContent } from './types';

export const en: LegalContent = {
  ui: {
    eyebrow: 'Legal',
    lastUpdated: 'Last updated',
    contents: 'Contents',
    highlights: 'At a glance',
    backToContents: 'Back to contents',
  },
  prices,
  terms,
  privacy,
};
