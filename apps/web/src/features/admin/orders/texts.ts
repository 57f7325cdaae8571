import { registerTexts } from '../../../lib/i18n';
import type { AdminOrdersTexts } from './locales/en';

declare module '../../../lib/i18n' {
  interface StoreTexts {
    adminOrders: { adminOrders: AdminOrdersTexts };
  }
}

// Registered from the orders' own chunk: only staff opening the review queue or the orders
// load these texts.
registerTexts('adminOrders', {
  de: () => import('./locales/de').then((module) => ({ adminOrders: module.adminOrdersDe })),
  en: () => import('./locales/en').then((module) => ({ adminOrders: module.adminOrdersEn })),
  es: () => import('./locales/es').then((module) => ({ adminOrders: module.adminOrdersEs })),
  fr: () => import('./locales/fr').then((module) => ({ adminOrders: module.adminOrdersFr })),
  it: () => import('./locales/it').then((module) => ({ adminOrders: module.adminOrdersIt })),
});
