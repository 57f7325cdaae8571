import { registerTexts } from '../../lib/i18n';
import type { ProductTexts } from './locales/en';

declare module '../../lib/i18n' {
  interface StoreTexts {
    product: { product: ProductTexts };
  }
}

registerTexts('product', {
  de: () => import('./locales/de').then((module) => ({ product: module.productDe })),
  en: () => import('./locales/en').then((module) => ({ product: module.productEn })),
  es: () => import('./locales/es').then((module) => ({ product: module.productEs })),
  fr: () => import('./locales/fr').then((module) => ({ product: module.productFr })),
  it: () => import('./locales/it').then((module) => ({ product: module.productIt })),
});
