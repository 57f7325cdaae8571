import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it as italian } from './it';
import { HELP_TOPIC_IDS, type HelpContent } from './types';

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
      expect(content.ui.chat.unavailable).not.toBe(en.ui.chat.unavailable);
      expect(content.ui.chat.unavailable).toContain('Biggie AI Assistant');
    },
  );
});
