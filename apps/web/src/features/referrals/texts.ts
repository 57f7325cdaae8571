import { registerTexts } from '../../lib/i18n';
import type { ReferralsTexts } from './locales/en';

declare module '../../lib/i18n' {
  interface StoreTexts {
    referrals: { referrals: ReferralsTexts };
  }
}

// Registered from the feature's own chunk, so its texts load only when the dashboard shows it.
registerTexts('referrals', {
  de: () => import('./locales/de').then((module) => ({ referrals: module.referralsDe })),
  en: () => import('./locales/en').then((module) => ({ referrals: module.referralsEn })),
  es: () => import('./locales/es').then((module) => ({ referrals: module.referralsEs })),
  fr: () => import('./locales/fr').then((module) => ({ referrals: module.referralsFr })),
  it: () => import('./locales/it').then((module) => ({ referrals: module.referralsIt })),
});
