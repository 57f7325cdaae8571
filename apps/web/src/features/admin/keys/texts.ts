import { registerTexts } from '../../../lib/i18n';
import type { AdminKeysTexts } from './locales/en';

declare module '../../../lib/i18n' {
  interface StoreTexts {
    adminKeys: { adminKeys: AdminKeysTexts };
  }
}

// Registered from the key stock's own chunk: only staff opening the area load these texts.
registerTexts('adminKeys', {
  de: () => import('./locales/de').then((module) => ({ adminKeys: module.adminKeysDe })),
  en: () => import('./locales/en').then((module) => ({ adminKeys: module.adminKeysEn })),
  es: () => import('./locales/es').then((module) => ({ adminKeys: module.adminKeysEs })),
  fr: () => import('./locales/fr').then((module) => ({ adminKeys: module.adminKeysFr })),
  it: () => import('./locales/it').then((module) => ({ adminKeys: module.adminKeysIt })),
});
