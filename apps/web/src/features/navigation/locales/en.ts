/** English texts of the navigation section; the other languages mirror these keys. */
export const navigationEn = {};

export type NavigationTexts = typeof navigationEn;
