import type { NavigationTexts } from './en';

export const navigationIt: NavigationTexts = {};
