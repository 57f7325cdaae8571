import type { NavigationTexts } from './en';

export const navigationEs: NavigationTexts = {};
