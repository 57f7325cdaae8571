import { registerTexts } from '../lib/i18n';
import type { Translation } from './locales/en';
// Features whose texts any first page may show load with the shell's texts; the others
// register from their own lazy chunk.
import '../features/account/texts';
import '../features/cart/texts';
import '../features/catalog/texts';
import '../features/company/texts';
import '../features/consent/texts';
import '../features/content/texts';
import '../features/favorites/texts';
import '../features/navigation/texts';
import '../features/notifications/texts';
import '../features/payment/texts';
import '../features/preferences/texts';
import '../features/product/texts';
import '../features/pwa/texts';

declare module '../lib/i18n' {
  interface StoreTexts {
    translation: Translation;
  }
}

registerTexts('translation', {
  de: () => import('./locales/de').then((module) => module.de),
  en: () => import('./locales/en').then((module) => module.en),
  es: () => import('./locales/es').then((module) => module.es),
  fr: () => import('./locales/fr').then((module) => module.fr),
  it: () => import('./locales/it').then((module) => module.it),
});
