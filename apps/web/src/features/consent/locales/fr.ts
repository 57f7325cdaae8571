import type { ConsentTexts } from './en';

export const consentFr: ConsentTexts = {};
