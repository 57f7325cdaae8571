import { describe, expect, it } from 'vitest';
import {
  hasMissingInfo,
  isPlaceholderEmail,
  PLACEHOLDER_EMAIL_DOMAIN,
  type ProfileFields,
} from './profile';

const complete: ProfileFields = {
  email: 'ada@example.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  birthday: '1990-12-10',
  address: 'Main Street 1',
  city: 'Zurich',
  zip: '8001',
  country: 'CH',
};

describe('hasMissingInfo', () => {
  it('is false for a complete profile', () => {
    expect(hasMissingInfo(complete)).toBe(false);
  });

  it.each<[string, Partial<ProfileFields>]>([
    ['no first name', { firstName: null }],
    ['an empty last name', { lastName: '  ' }],
    ["first name 'Unknown'", { firstName: 'Unknown' }],
    ["last name 'Unknown'", { lastName: 'Unknown' }],
    ['no address', { address: null }],
    ['no city', { city: '' }],
    ['no zip', { zip: null }],
    ['no country', { country: null }],
    ['no birthday', { birthday: null }],
    ['a placeholder e-mail', { email: `x123@${PLACEHOLDER_EMAIL_DOMAIN}` }],
    [
      'a placeholder e-mail in capitals',
      { email: `X123@${PLACEHOLDER_EMAIL_DOMAIN.toUpperCase()}` },
    ],
  ])('is true with %s', (_case, change) => {
    expect(hasMissingInfo({ ...complete, ...change })).toBe(true);
  });

  it("does not treat a name containing 'Unknown' as missing", () => {
    expect(hasMissingInfo({ ...complete, lastName: 'Unknownson' })).toBe(false);
  });
});

describe('isPlaceholderEmail', () => {
  it.each([
    [`steam-1a2b@${PLACEHOLDER_EMAIL_DOMAIN}`, true],
    [` Steam-1A2B@${PLACEHOLDER_EMAIL_DOMAIN.toUpperCase()} `, true],
    ['ada@example.test', false],
    [`ada@sub.${PLACEHOLDER_EMAIL_DOMAIN}`, false],
    [`${PLACEHOLDER_EMAIL_DOMAIN}@example.test`, false],
  ])('%j is a placeholder: %s', (email, expected) => {
    expect(isPlaceholderEmail(email)).toBe(expected);
  });
});
