import type { NavigationTexts } from './en';

export const navigationFr: NavigationTexts = {};
