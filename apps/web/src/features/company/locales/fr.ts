import type { CompanyTexts } from './en';

export const companyFr: CompanyTexts = {};
