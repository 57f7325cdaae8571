import { registerTexts } from '../../lib/i18n';
import type { FavoritesTexts } from './locales/en';

declare module '../../lib/i18n' {
  interface StoreTexts {
    favorites: { favorites: FavoritesTexts };
  }
}

registerTexts('favorites', {
  de: () => import('./locales/de').then((module) => ({ favorites: module.favoritesDe })),
  en: () => import('./locales/en').then((module) => ({ favorites: module.favoritesEn })),
  es: () => import('./locales/es').then((module) => ({ favorites: module.favoritesEs })),
  fr: () => import('./locales/fr').then((module) => ({ favorites: module.favoritesFr })),
  it: () => import('./locales/it').then((module) => ({ favorites: module.favoritesIt })),
});
