import { registerTexts } from '../../lib/i18n';
import type { NotificationsTexts } from './locales/en';

declare module '../../lib/i18n' {
  interface StoreTexts {
    notifications: { notifications: NotificationsTexts };
  }
}

registerTexts('notifications', {
  de: () => import('./locales/de').then((module) => ({ notifications: module.notificationsDe })),
  en: () => import('./locales/en').then((module) => ({ notifications: module.notificationsEn })),
  es: () => import('./locales/es').then((module) => ({ notifications: module.notificationsEs })),
  fr: () => import('./locales/fr').then((module) => ({ notifications: module.notificationsFr })),
  it: () => import('./locales/it').then((module) => ({ notifications: module.notificationsIt })),
});
