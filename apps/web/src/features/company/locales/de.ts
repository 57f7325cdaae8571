import type { CompanyTexts } from './en';

export const companyDe: CompanyTexts = {};
