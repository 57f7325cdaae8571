/** English texts of the company section; the other languages mirror these keys. */
export const companyEn = {};

export type CompanyTexts = typeof companyEn;
