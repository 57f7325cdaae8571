import { registerTexts } from '../../../lib/i18n';
import type { AdminCustomersTexts } from './locales/en';

declare module '../../../lib/i18n' {
  interface StoreTexts {
    adminCustomers: { adminCustomers: AdminCustomersTexts };
  }
}

// Loaded with the customers area only.
registerTexts('adminCustomers', {
  de: () => import('./locales/de').then((m) => ({ adminCustomers: m.adminCustomersDe })),
  en: () => import('./locales/en').then((m) => ({ adminCustomers: m.adminCustomersEn })),
  es: () => import('./locales/es').then((m) => ({ adminCustomers: m.adminCustomersEs })),
  fr: () => import('./locales/fr').then((m) => ({ adminCustomers: m.adminCustomersFr })),
  it: () => import('./locales/it').then((m) => ({ adminCustomers: m.adminCustomersIt })),
});
