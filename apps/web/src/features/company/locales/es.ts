import type { CompanyTexts } from './en';

export const companyEs: CompanyTexts = {};
