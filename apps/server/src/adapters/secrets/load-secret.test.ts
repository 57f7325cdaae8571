import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSecret } from './load-secret';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'store-secret-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('loadSecret', () => {
  it('generates a secret once, owner-readable only, and reuses it', async () => {
    const dir = await tempDir();
    const first = await loadSecret(undefined, dir, 'keys-encryption.key');
    const second = await loadSecret(undefined, dir, 'keys-encryption.key');
    expect(first.equals(second)).toBe(true);
    const file = path.join(dir, 'secrets', 'keys-encryption.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(Buffer.from(await readFile(file, 'utf8'), 'base64')).toHaveLength(32);
  });

  it('prefers the configured secret', async () => {
    const configured = randomBytes(32);
    expect(
      (await loadSecret(configured, await tempDir(), 'keys-encryption.key')).equals(configured),
    ).toBe(true);
  });

  it('fails clearly on a damaged secret file', async () => {
    const dir = await tempDir();
    await loadSecret(undefined, dir, 'keys-encryption.key');
    await writeFile(path.join(dir, 'secrets', 'keys-encryption.key'), 'short');
    await expect(loadSecret(undefined, dir, 'keys-encryption.key')).rejects.toThrow(/32-byte/);
  });
});
