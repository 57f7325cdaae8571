import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createKeyFingerprint } from './key-fingerprint';

describe('key fingerprint', () => {
  const fingerprint = createKeyFingerprint(randomBytes(32));

  it('is the same for the same key however it is spaced or cased', () => {
    expect(fingerprint(' abcde-fghij-klmno ')).toBe(fingerprint('ABCDEFGHIJKLMNO'));
  });

  it('differs between keys and between secrets, and never holds the key', () => {
    expect(fingerprint('ABCDE-FGHIJ')).not.toBe(fingerprint('ABCDE-FGHIK'));
    expect(createKeyFingerprint(randomBytes(32))('ABCDE')).not.toBe(fingerprint('ABCDE'));
    expect(fingerprint('ABCDE-FGHIJ')).toMatch(/^[0-9a-f]{64}$/);
  });
});
