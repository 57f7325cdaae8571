import { registerTexts } from '../../../lib/i18n';
import type { AdminStaffTexts } from './locales/en';

declare module '../../../lib/i18n' {
  interface StoreTexts {
    adminStaff: { adminStaff: AdminStaffTexts };
  }
}

// Loaded with the staff area and the invitation page only.
registerTexts('adminStaff', {
  de: () => import('./locales/de').then((m) => ({ adminStaff: m.adminStaffDe })),
  en: () => import('./locales/en').then((m) => ({ adminStaff: m.adminStaffEn })),
  es: () => import('./locales/es').then((m) => ({ adminStaff: m.adminStaffEs })),
  fr: () => import('./locales/fr').then((m) => ({ adminStaff: m.adminStaffFr })),
  it: () => import('./locales/it').then((m) => ({ adminStaff: m.adminStaffIt })),
});
