import { registerTexts } from '../../lib/i18n';
import type { PaymentTexts } from './locales/en';

declare module '../../lib/i18n' {
  interface StoreTexts {
    payment: { payment: PaymentTexts };
  }
}

registerTexts('payment', {
  de: () => import('./locales/de').then((module) => ({ payment: module.paymentDe })),
  en: () => import('./locales/en').then((module) => ({ payment: module.paymentEn })),
  es: () => import('./locales/es').then((module) => ({ payment: module.paymentEs })),
  fr: () => import('./locales/fr').then((module) => ({ payment: module.paymentFr })),
  it: () => import('./locales/it').then((module) => ({ payment: module.paymentIt })),
});
