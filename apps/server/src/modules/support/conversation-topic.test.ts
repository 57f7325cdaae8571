import { describe, expect, it } from 'vitest';
import { conversationTopic } from './conversation-topic';

describe('conversationTopic', () => {
  it.each<[string, string, string]>([
    ['a short message, whole', 'Where is my invoice?', 'Where is my invoice?'],
    ['spaces and line breaks, on one line', '  Key\n\n  not   working ', 'Key not working'],
    [
      'the first eight words of a longer one',
      'My Steam key for Elden Ring says it was already used',
      'My Steam key for Elden Ring says it…',
    ],
    [
      'long words, cut at a word within 80 characters',
      `${'a'.repeat(50)} ${'b'.repeat(50)}`,
      `${'a'.repeat(50)}…`,
    ],
    ['one endless word, cut at 80', 'x'.repeat(200), `${'x'.repeat(80)}…`],
  ])('takes %s', (_case, text, topic) => {
    expect(conversationTopic(text, null)).toBe(topic);
  });

  it('takes the help topic a chat was opened from', () => {
    expect(conversationTopic('Anything at all', 'activation-issues')).toBe('activation-issues');
  });
});
