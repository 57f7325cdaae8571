import type { Language } from '@store/shared/constants';
import { de } from './texts/de';
import { en } from './texts/en';
import { es } from './texts/es';
import { fr } from './texts/fr';
import { it } from './texts/it';
import type { AssistantTexts } from './texts/types';

/** What the assistant says on its own, per language. */
export const ASSISTANT_TEXTS: Readonly<Record<Language, AssistantTexts>> = { de, en, es, fr, it };
