/** English texts of the consent section; the other languages mirror these keys. */
export const consentEn = {};

export type ConsentTexts = typeof consentEn;
