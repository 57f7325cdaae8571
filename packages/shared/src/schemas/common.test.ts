import { describe, expect, it } from 'vitest';
import { NUL_MESSAGE } from '../rules/nul-character';
import { text } from './common';
import { ContactMessageBody } from './contact';

describe('text', () => {
  const name = text().trim().min(1).max(10);

  it.each([
    ['Ada', true],
    ['  Ada  ', true],
    ['Ada\\u0000', true],
    ['Ada\u0000', false],
    ['\u0000', false],
    ['', false],
    ['Ada Lovelace!', false],
  ])('%j passes: %s', (value, passes) => {
    expect(name.safeParse(value).success).toBe(passes);
  });

  it('says why a NUL is refused, in the forms built on it too', () => {
    const result = ContactMessageBody.safeParse({
      name: 'Grace\u0000',
      email: 'grace@example.test',
      subject: 'Hello',
      message: 'Hi',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', NUL_MESSAGE],
    ]);
  });
});
