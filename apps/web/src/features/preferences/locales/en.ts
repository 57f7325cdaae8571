/** English texts of the preferences section; the other languages mirror these keys. */
export const preferencesEn = {};

export type PreferencesTexts = typeof preferencesEn;
