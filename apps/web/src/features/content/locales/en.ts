/** English texts of the content section; the other languages mirror these keys. */
export const contentEn = {};

export type ContentTexts = typeof contentEn;
