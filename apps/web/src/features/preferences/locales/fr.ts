import type { PreferencesTexts } from './en';

export const preferencesFr: PreferencesTexts = {};
