import { registerTexts } from '../../../lib/i18n';
import type { AdminDashboardTexts } from './locales/en';

declare module '../../../lib/i18n' {
  interface StoreTexts {
    adminDashboard: { adminDashboard: AdminDashboardTexts };
  }
}

// Registered from the dashboard's own chunk: only staff opening it load these texts.
registerTexts('adminDashboard', {
  de: () => import('./locales/de').then((m) => ({ adminDashboard: m.adminDashboardDe })),
  en: () => import('./locales/en').then((m) => ({ adminDashboard: m.adminDashboardEn })),
  es: () => import('./locales/es').then((m) => ({ adminDashboard: m.adminDashboardEs })),
  fr: () => import('./locales/fr').then((m) => ({ adminDashboard: m.adminDashboardFr })),
  it: () => import('./locales/it').then((m) => ({ adminDashboard: m.adminDashboardIt })),
});
