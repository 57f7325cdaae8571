import type { ContentTexts } from './en';

export const contentDe: ContentTexts = {};
