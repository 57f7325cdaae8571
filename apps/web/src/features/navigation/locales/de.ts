import type { NavigationTexts } from './en';

export const navigationDe: NavigationTexts = {};
