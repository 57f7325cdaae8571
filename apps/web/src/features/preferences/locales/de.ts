import type { PreferencesTexts } from './en';

export const preferencesDe: PreferencesTexts = {};
