import type { ContentTexts } from './en';

export const contentEs: ContentTexts = {};
