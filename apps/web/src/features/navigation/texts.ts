import { registerTexts } from '../../lib/i18n';
import type { NavigationTexts } from './locales/en';

declare module '../../lib/i18n' {
  interface StoreTexts {
    navigation: { navigation: NavigationTexts };
  }
}

registerTexts('navigation', {
  de: () => import('./locales/de').then((module) => ({ navigation: module.navigationDe })),
  en: () => import('./locales/en').then((module) => ({ navigation: module.navigationEn })),
  es: () => import('./locales/es').then((module) => ({ navigation: module.navigationEs })),
  fr: () => import('./locales/fr').then((module) => ({ navigation: module.navigationFr })),
  it: () => import('./locales/it').then((module) => ({ navigation: module.navigationIt })),
});
