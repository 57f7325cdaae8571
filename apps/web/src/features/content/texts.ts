import { registerTexts } from '../../lib/i18n';
import type { ContentTexts } from './locales/en';

declare module '../../lib/i18n' {
  interface StoreTexts {
    content: { content: ContentTexts };
  }
}

registerTexts('content', {
  de: () => import('./locales/de').then((module) => ({ content: module.contentDe })),
  en: () => import('./locales/en').then((module) => ({ content: module.contentEn })),
  es: () => import('./locales/es').then((module) => ({ content: module.contentEs })),
  fr: () => import('./locales/fr').then((module) => ({ content: module.contentFr })),
  it: () => import('./locales/it').then((module) => ({ content: module.contentIt })),
});
