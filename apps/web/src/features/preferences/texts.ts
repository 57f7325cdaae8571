import { registerTexts } from '../../lib/i18n';
import type { PreferencesTexts } from './locales/en';

declare module '../../lib/i18n' {
  interface StoreTexts {
    preferences: { preferences: PreferencesTexts };
  }
}

registerTexts('preferences', {
  de: () => import('./locales/de').then((module) => ({ preferences: module.preferencesDe })),
  en: () => import('./locales/en').then((module) => ({ preferences: module.preferencesEn })),
  es: () => import('./locales/es').then((module) => ({ preferences: module.preferencesEs })),
  fr: () => import('./locales/fr').then((module) => ({ preferences: module.preferencesFr })),
  it: () => import('./locales/it').then((module) => ({ preferences: module.preferencesIt })),
});
