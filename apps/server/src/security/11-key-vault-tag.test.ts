import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createKeyVault } from '../adapters/key-vault/key-vault';
import {
  openSocialFlow,
  sealSocialFlow,
  type SocialFlow,
} from '../modules/social-auth/social-flow';

// Security item 11: AES-GCM checks only as many tag bytes as it is given unless told the
// length. A stored key whose tag was cut short must be refused, not checked against a prefix
// that takes a few thousand guesses to forge.

const withTag = (stored: string, cut: (tag: Buffer) => Buffer): string => {
  const [version, iv, tag, body] = stored.split('.');
  const shortened = cut(Buffer.from(tag ?? '', 'base64url')).toString('base64url');
  return [version, iv, shortened, body].join('.');
};

describe('the key vault', () => {
  const vault = createKeyVault(randomBytes(32));
  const stored = vault.encrypt('AAAAA-BBBBB-CCCCC', 9);

  it('still opens a key with its whole tag', () => {
    expect(vault.decrypt(stored, 9)).toBe('AAAAA-BBBBB-CCCCC');
  });

  it.each([4, 8, 12, 13, 15])('refuses a tag cut to its first %i bytes', (bytes) => {
    expect(() =>
      vault.decrypt(
        withTag(stored, (tag) => tag.subarray(0, bytes)),
        9,
      ),
    ).toThrow();
  });

  it('refuses a tag longer than GCM’s', () => {
    const longer = withTag(stored, (tag) => Buffer.concat([tag, Buffer.from([0])]));
    expect(() => vault.decrypt(longer, 9)).toThrow();
  });
});

describe('the sealed social sign-in flow', () => {
  const secret = randomBytes(32);
  const flow: SocialFlow = {
    provider: 'google',
    state: 's',
    codeVerifier: 'v',
    redirectUrl: '/dashboard',
    expiresAt: Date.now() + 60_000,
  };

  it('opens whole and refuses any shortened seal', () => {
    const sealed = sealSocialFlow(secret, flow);
    expect(openSocialFlow(secret, 'google', sealed)).toEqual(flow);
    const raw = Buffer.from(sealed, 'base64url');
    for (const cut of [1, 4, 12]) {
      // Without those bytes the tag would run into the ciphertext: never a valid seal.
      const shortened = Buffer.concat([raw.subarray(0, 28 - cut), raw.subarray(28)]);
      expect(openSocialFlow(secret, 'google', shortened.toString('base64url'))).toBeUndefined();
    }
  });
});
