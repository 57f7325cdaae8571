import type { ConsentTexts } from './en';

export const consentIt: ConsentTexts = {};
