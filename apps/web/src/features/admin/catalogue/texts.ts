import { registerTexts } from '../../../lib/i18n';
import type { AdminCatalogueTexts } from './locales/en';

declare module '../../../lib/i18n' {
  interface StoreTexts {
    adminCatalogue: { adminCatalogue: AdminCatalogueTexts };
  }
}

// Registered from the catalogue area's own chunk: only staff opening it load these texts.
registerTexts('adminCatalogue', {
  de: () => import('./locales/de').then((module) => ({ adminCatalogue: module.adminCatalogueDe })),
  en: () => import('./locales/en').then((module) => ({ adminCatalogue: module.adminCatalogueEn })),
  es: () => import('./locales/es').then((module) => ({ adminCatalogue: module.adminCatalogueEs })),
  fr: () => import('./locales/fr').then((module) => ({ adminCatalogue: module.adminCatalogueFr })),
  it: () => import('./locales/it').then((module) => ({ adminCatalogue: module.adminCatalogueIt })),
});
