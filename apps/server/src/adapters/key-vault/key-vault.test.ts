import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createKeyVault } from './key-vault';

describe('key vault', () => {
  const vault = createKeyVault(randomBytes(32));

  it('round-trips a key and never stores the plain text', () => {
    const stored = vault.encrypt('ABCDE-FGHIJ-KLMNO', 42);
    expect(stored).not.toContain('ABCDE');
    expect(vault.decrypt(stored, 42)).toBe('ABCDE-FGHIJ-KLMNO');
  });

  it('uses a fresh IV each time', () => {
    expect(vault.encrypt('same', 1)).not.toBe(vault.encrypt('same', 1));
  });

  it('refuses a key moved to another platform group', () => {
    const stored = vault.encrypt('ABCDE', 1);
    expect(() => vault.decrypt(stored, 2)).toThrow();
  });

  it('refuses a tampered ciphertext', () => {
    const [v, iv, tag, body] = vault.encrypt('ABCDE-FGHIJ', 7).split('.');
    const flipped = Buffer.from(body ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => vault.decrypt([v, iv, tag, flipped.toString('base64url')].join('.'), 7)).toThrow();
  });

  it('refuses a key from another secret', () => {
    const other = createKeyVault(randomBytes(32));
    expect(() => other.decrypt(vault.encrypt('ABCDE', 1), 1)).toThrow();
  });
});
