import { registerTexts } from '../../lib/i18n';
import type { PwaTexts } from './locales/en';

declare module '../../lib/i18n' {
  interface StoreTexts {
    pwa: { pwa: PwaTexts };
  }
}

registerTexts('pwa', {
  de: () => import('./locales/de').then((module) => ({ pwa: module.pwaDe })),
  en: () => import('./locales/en').then((module) => ({ pwa: module.pwaEn })),
  es: () => import('./locales/es').then((module) => ({ pwa: module.pwaEs })),
  fr: () => import('./locales/fr').then((module) => ({ pwa: module.pwaFr })),
  it: () => import('./locales/it').then((module) => ({ pwa: module.pwaIt })),
});
