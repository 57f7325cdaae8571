import { registerTexts } from '../../lib/i18n';
import type { CompanyTexts } from './locales/en';

declare module '../../lib/i18n' {
  interface StoreTexts {
    company: { company: CompanyTexts };
  }
}

registerTexts('company', {
  de: () => import('./locales/de').then((module) => ({ company: module.companyDe })),
  en: () => import('./locales/en').then((module) => ({ company: module.companyEn })),
  es: () => import('./locales/es').then((module) => ({ company: module.companyEs })),
  fr: () => import('./locales/fr').then((module) => ({ company: module.companyFr })),
  it: () => import('./locales/it').then((module) => ({ company: module.companyIt })),
});
