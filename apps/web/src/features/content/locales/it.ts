import type { ContentTexts } from './en';

export const contentIt: ContentTexts = {};
