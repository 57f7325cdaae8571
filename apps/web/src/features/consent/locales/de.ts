import type { ConsentTexts } from './en';

export const consentDe: ConsentTexts = {};
