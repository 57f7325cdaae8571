import { registerTexts } from '../../lib/i18n';
import type { PurchasesTexts } from './locales/en';

declare module '../../lib/i18n' {
  interface StoreTexts {
    purchases: { purchases: PurchasesTexts };
  }
}

// Registered from the feature's own chunk, so its texts load only when purchases are shown.
registerTexts('purchases', {
  de: () => import('./locales/de').then((module) => ({ purchases: module.purchasesDe })),
  en: () => import('./locales/en').then((module) => ({ purchases: module.purchasesEn })),
  es: () => import('./locales/es').then((module) => ({ purchases: module.purchasesEs })),
  fr: () => import('./locales/fr').then((module) => ({ purchases: module.purchasesFr })),
  it: () => import('./locales/it').then((module) => ({ purchases: module.purchasesIt })),
});
