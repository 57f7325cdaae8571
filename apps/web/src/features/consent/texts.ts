import { registerTexts } from '../../lib/i18n';
import type { ConsentTexts } from './locales/en';

declare module '../../lib/i18n' {
  interface StoreTexts {
    consent: { consent: ConsentTexts };
  }
}

registerTexts('consent', {
  de: () => import('./locales/de').then((module) => ({ consent: module.consentDe })),
  en: () => import('./locales/en').then((module) => ({ consent: module.consentEn })),
  es: () => import('./locales/es').then((module) => ({ consent: module.consentEs })),
  fr: () => import('./locales/fr').then((module) => ({ consent: module.consentFr })),
  it: () => import('./locales/it').then((module) => ({ consent: module.consentIt })),
});
