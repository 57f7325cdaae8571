import type { PreferencesTexts } from './en';

export const preferencesIt: PreferencesTexts = {};
