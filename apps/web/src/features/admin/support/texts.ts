import { registerTexts } from '../../../lib/i18n';
import type { AdminSupportTexts } from './locales/en';

declare module '../../../lib/i18n' {
  interface StoreTexts {
    adminSupport: { adminSupport: AdminSupportTexts };
  }
}

// Registered from the inbox's own chunk: only staff opening the support inbox load these texts.
registerTexts('adminSupport', {
  de: () => import('./locales/de').then((module) => ({ adminSupport: module.adminSupportDe })),
  en: () => import('./locales/en').then((module) => ({ adminSupport: module.adminSupportEn })),
  es: () => import('./locales/es').then((module) => ({ adminSupport: module.adminSupportEs })),
  fr: () => import('./locales/fr').then((module) => ({ adminSupport: module.adminSupportFr })),
  it: () => import('./locales/it').then((module) => ({ adminSupport: module.adminSupportIt })),
});
