import { registerTexts } from '../../../lib/i18n';
import type { AdminSettingsTexts } from './locales/en';

declare module '../../../lib/i18n' {
  interface StoreTexts {
    adminSettings: { adminSettings: AdminSettingsTexts };
  }
}

// Registered from the settings' own chunk: only admins opening them load these texts.
registerTexts('adminSettings', {
  de: () => import('./locales/de').then((m) => ({ adminSettings: m.adminSettingsDe })),
  en: () => import('./locales/en').then((m) => ({ adminSettings: m.adminSettingsEn })),
  es: () => import('./locales/es').then((m) => ({ adminSettings: m.adminSettingsEs })),
  fr: () => import('./locales/fr').then((m) => ({ adminSettings: m.adminSettingsFr })),
  it: () => import('./locales/it').then((m) => ({ adminSettings: m.adminSettingsIt })),
});
