import { PLACEHOLDER_EMAIL_DOMAIN, hasMissingInfo } from '@store/shared/rules/profile';
import { describe, expect, it } from 'vitest';
import { user } from '../../../test/account-fixtures';
import { formValue, missingProfileFields } from './profile-fields';

describe('missingProfileFields', () => {
  it.each([
    ['nothing for a complete profile', user(), []],
    ['a name that is Unknown', user({ firstName: 'Unknown' }), ['firstName']],
    [
      'empty and missing fields',
      user({ city: ' ', zip: null, birthday: null }),
      ['birthday', 'city', 'zip'],
    ],
    [
      'a placeholder e-mail first',
      user({ email: `x@${PLACEHOLDER_EMAIL_DOMAIN}`, country: null }),
      ['email', 'country'],
    ],
  ])('finds %s', (_case, account, expected) => {
    expect(missingProfileFields(account)).toEqual(expected);
    // The same reading as the shared rule the server applies.
    expect(hasMissingInfo(account)).toBe(expected.length > 0);
  });

  it("shows 'Unknown' names as empty inputs", () => {
    expect(formValue(user({ lastName: 'Unknown' }), 'lastName')).toBe('');
    expect(formValue(user(), 'city')).toBe('Zürich');
  });
});
