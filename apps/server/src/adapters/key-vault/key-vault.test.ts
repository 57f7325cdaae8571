import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createKeyVault, loadKeySecret } from './key-vault';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'store-vault-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

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

describe('loadKeySecret', () => {
  it('generates a secret once, owner-readable only, and reuses it', async () => {
    const dir = await tempDir();
    const first = await loadKeySecret(undefined, dir);
    const second = await loadKeySecret(undefined, dir);
    expect(first.equals(second)).toBe(true);
    const file = path.join(dir, 'secrets', 'keys-encryption.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(Buffer.from(await readFile(file, 'utf8'), 'base64')).toHaveLength(32);
  });

  it('prefers the configured secret', async () => {
    const configured = randomBytes(32);
    expect((await loadKeySecret(configured, await tempDir())).equals(configured)).toBe(true);
  });

  it('fails clearly on a damaged secret file', async () => {
    const dir = await tempDir();
    await loadKeySecret(undefined, dir);
    await writeFile(path.join(dir, 'secrets', 'keys-encryption.key'), 'short');
    await expect(loadKeySecret(undefined, dir)).rejects.toThrow(/32-byte/);
  });
});
