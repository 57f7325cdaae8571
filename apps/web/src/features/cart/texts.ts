import { registerTexts } from '../../lib/i18n';
import type { CartTexts } from './locales/en';

declare module '../../lib/i18n' {
  interface StoreTexts {
    cart: { cart: CartTexts };
  }
}

registerTexts('cart', {
  de: () => import('./locales/de').then((module) => ({ cart: module.cartDe })),
  en: () => import('./locales/en').then((module) => ({ cart: module.cartEn })),
  es: () => import('./locales/es').then((module) => ({ cart: module.cartEs })),
  fr: () => import('./locales/fr').then((module) => ({ cart: module.cartFr })),
  it: () => import('./locales/it').then((module) => ({ cart: module.cartIt })),
});
