import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '../../lib/form-messages';
import { en } from './en';

describe('English texts', () => {
  it("are the spec's account messages word for word", () => {
    expect(en.authMessages).toEqual(AUTH_MESSAGES);
  });

  it('are the form messages the server also sends', () => {
    const { maxLength, ...fixed } = en.formMessages;
    expect(fixed).toEqual(FORM_MESSAGES);
    expect(maxLength).toBe('At most {{max}} characters');
  });
});
