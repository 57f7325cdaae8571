import { describe, expect, it } from 'vitest';
import { parseInline, type InlineSegment } from './parse-inline';

describe('parseInline', () => {
  it.each<[string, InlineSegment[]]>([
    ['Plain words.', [{ type: 'text', text: 'Plain words.' }]],
    [
      'Read our [privacy policy](/privacy) first.',
      [
        { type: 'text', text: 'Read our ' },
        { type: 'link', label: 'privacy policy', href: '/privacy' },
        { type: 'text', text: ' first.' },
      ],
    ],
    [
      'See [Returns](#returns).',
      [
        { type: 'text', text: 'See ' },
        { type: 'link', label: 'Returns', href: '#returns' },
        { type: 'text', text: '.' },
      ],
    ],
    [
      'Write to privacy@bigkeys.example.',
      [
        { type: 'text', text: 'Write to ' },
        { type: 'link', label: 'privacy@bigkeys.example', href: 'mailto:privacy@bigkeys.example' },
        { type: 'text', text: '.' },
      ],
    ],
    [
      '`userLanguage`: the language',
      [
        { type: 'code', text: 'userLanguage' },
        { type: 'text', text: ': the language' },
      ],
    ],
  ])('%s', (text, segments) => {
    expect(parseInline(text)).toEqual(segments);
  });
});
