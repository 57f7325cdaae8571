import type { PreferencesTexts } from './en';

export const preferencesEs: PreferencesTexts = {};
