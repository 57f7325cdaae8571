import type { ConsentTexts } from './en';

export const consentEs: ConsentTexts = {};
