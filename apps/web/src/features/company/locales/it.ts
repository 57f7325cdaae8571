import type { CompanyTexts } from './en';

export const companyIt: CompanyTexts = {};
