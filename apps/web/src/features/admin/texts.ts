import { registerTexts } from '../../lib/i18n';
import type { AdminTexts } from './locales/en';

declare module '../../lib/i18n' {
  interface StoreTexts {
    admin: { admin: AdminTexts };
  }
}

// Registered from the back office's own chunk: no customer page loads these texts.
registerTexts('admin', {
  de: () => import('./locales/de').then((module) => ({ admin: module.adminDe })),
  en: () => import('./locales/en').then((module) => ({ admin: module.adminEn })),
  es: () => import('./locales/es').then((module) => ({ admin: module.adminEs })),
  fr: () => import('./locales/fr').then((module) => ({ admin: module.adminFr })),
  it: () => import('./locales/it').then((module) => ({ admin: module.adminIt })),
});
