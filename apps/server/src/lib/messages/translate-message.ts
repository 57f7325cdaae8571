import type { Language } from '@store/shared/constants';
import { AT_MOST, MESSAGES_EN, messageKeys, type MessageTexts } from './customer-messages';
import { MESSAGES_DE } from './messages-de';
import { MESSAGES_ES } from './messages-es';
import { MESSAGES_FR } from './messages-fr';
import { MESSAGES_IT } from './messages-it';

/** The customer messages in each of the store's languages. */
export const MESSAGE_TEXTS: Readonly<Record<Language, MessageTexts>> = {
  de: MESSAGES_DE,
  en: MESSAGES_EN,
  es: MESSAGES_ES,
  fr: MESSAGES_FR,
  it: MESSAGES_IT,
};

const KEYS = messageKeys();

/**
 * A message the store answers with, in the language: found by its English text, which stays
 * the contract (the spec's words). A text that is none of the customer messages (a staff
 * area's own, a provider's) comes back as it is.
 */
export function translateMessage(message: string, language: Language): string {
  if (language === 'en') return message;
  const texts = MESSAGE_TEXTS[language];
  const key = KEYS.get(message);
  if (key) {
    const [group, name] = key;
    return (texts[group] as Readonly<Record<string, string>>)[name] ?? message;
  }
  const max = AT_MOST.exec(message)?.[1];
  return max === undefined ? message : texts.atMost(Number(max));
}
