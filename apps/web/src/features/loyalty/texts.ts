import { registerTexts } from '../../lib/i18n';
import type { LoyaltyTexts } from './locales/en';

declare module '../../lib/i18n' {
  interface StoreTexts {
    loyalty: { loyalty: LoyaltyTexts };
  }
}

// Registered from the feature's own chunk, so its texts load only when loyalty is shown.
registerTexts('loyalty', {
  de: () => import('./locales/de').then((module) => ({ loyalty: module.loyaltyDe })),
  en: () => import('./locales/en').then((module) => ({ loyalty: module.loyaltyEn })),
  es: () => import('./locales/es').then((module) => ({ loyalty: module.loyaltyEs })),
  fr: () => import('./locales/fr').then((module) => ({ loyalty: module.loyaltyFr })),
  it: () => import('./locales/it').then((module) => ({ loyalty: module.loyaltyIt })),
});
