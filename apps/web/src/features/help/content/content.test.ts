import { HELP_TOPIC_IDS, SUPPORT_LIMITS, SUPPORT_MESSAGES } from '@store/shared/schemas/support';
import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it as italian } from './it';
import { fill } from '../utils/fill';
import type { HelpContent } from './types';

const languages: [string, HelpContent][] = [
  ['de', de],
  ['en', en],
  ['es', es],
  ['fr', fr],
  ['it', italian],
];

describe('help content', () => {
  it.each(languages)('%s has the five topics, in the same order', (_language, content) => {
    expect(content.topics.map((topic) => topic.id)).toEqual(HELP_TOPIC_IDS);
  });

  it.each(languages)('%s matches English step for step', (_language, content) => {
    content.topics.forEach((topic, index) => {
      const english = en.topics[index];
      expect(topic.steps.map((step) => step.icon)).toEqual(english?.steps.map((step) => step.icon));
      expect(topic.isFaq).toBe(english?.isFaq);
      expect(Boolean(topic.supportNote)).toBe(Boolean(english?.supportNote));
      expect(topic.title).not.toBe('');
    });
  });

  it.each(languages.filter(([language]) => language !== 'en'))(
    '%s is translated, not copied',
    (_language, content) => {
      content.topics.forEach((topic, index) => {
        expect(topic.description).not.toBe(en.topics[index]?.description);
      });
      expect(content.ui.chat.assistant).toBe('Biggie AI Assistant');
      // The support texts: every one in this language, none left in English.
      const groups = ['history', 'categories', 'statuses', 'chat', 'ticketForm', 'errors'] as const;
      for (const group of groups) {
        const translated = content.ui[group] as Record<string, string>;
        const english = en.ui[group] as Record<string, string>;
        expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
        const copied = Object.keys(english).filter(
          (key) => translated[key] === english[key] && !SAME_IN_EVERY_LANGUAGE.has(key),
        );
        expect(copied, `${group} copied from English`).toEqual([]);
      }
    },
  );

  it("says the support API's refusals in English as the server words them", () => {
    for (const [key, text] of Object.entries(en.ui.errors)) {
      if (key === 'generic') continue;
      expect(fill(text, { max: maxOf(key) })).toBe(
        SUPPORT_MESSAGES[key as keyof typeof SUPPORT_MESSAGES],
      );
    }
  });
});

/** Words some languages share with English (the assistant's name, "Message", "Sources"). */
const SAME_IN_EVERY_LANGUAGE = new Set(['assistant', 'message', 'sources', 'typing']);

const maxOf = (key: string) =>
  String(key === 'topicTooLong' ? SUPPORT_LIMITS.topicMaxLength : SUPPORT_LIMITS.messageMaxLength);
