import { describe, expect, it } from 'vitest';
import { newPublicId, newSecretToken } from './random-ids';
import { sha256 } from './sha256';

describe('random ids', () => {
  it.each([
    ['ord', 12, /^ord_[A-Za-z0-9_-]{16}$/],
    ['gft', 12, /^gft_[A-Za-z0-9_-]{16}$/],
    ['chl_sbx', 18, /^chl_sbx_[A-Za-z0-9_-]{24}$/],
  ])('mints %s ids of %i random bytes', (prefix, bytes, pattern) => {
    const a = newPublicId(prefix, bytes);
    expect(a).toMatch(pattern);
    expect(newPublicId(prefix, bytes)).not.toBe(a);
  });

  it('mints 43-character secret tokens by default', () => {
    expect(newSecretToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSecretToken(16)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('sha256', () => {
  it.each([
    ['hex', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['base64url', 'ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0'],
  ] as const)('digests "abc" in %s', (encoding, digest) => {
    expect(sha256('abc', encoding)).toBe(digest);
  });
});
