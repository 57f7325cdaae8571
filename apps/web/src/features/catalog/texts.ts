import { registerTexts } from '../../lib/i18n';
import type { CatalogPageTexts } from './locales/en';

declare module '../../lib/i18n' {
  interface StoreTexts {
    catalog: { catalogPage: CatalogPageTexts };
  }
}

registerTexts('catalog', {
  de: () => import('./locales/de').then((module) => ({ catalogPage: module.catalogPageDe })),
  en: () => import('./locales/en').then((module) => ({ catalogPage: module.catalogPageEn })),
  es: () => import('./locales/es').then((module) => ({ catalogPage: module.catalogPageEs })),
  fr: () => import('./locales/fr').then((module) => ({ catalogPage: module.catalogPageFr })),
  it: () => import('./locales/it').then((module) => ({ catalogPage: module.catalogPageIt })),
});
