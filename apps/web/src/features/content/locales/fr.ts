import type { ContentTexts } from './en';

export const contentFr: ContentTexts = {};
