import { createECDH, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadVapidKeys, vapidPublicKeyOf } from './vapid-keys';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'store-vapid-'));
  dirs.push(dir);
  return dir;
}

describe('VAPID keys', () => {
  it('derives the uncompressed public key of a private key', () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    expect(vapidPublicKeyOf(ecdh.getPrivateKey())).toBe(ecdh.getPublicKey('base64url'));
    expect(() => vapidPublicKeyOf(Buffer.alloc(32))).toThrow();
  });

  it('uses the configured private key and writes nothing', async () => {
    const dataDir = await tempDir();
    const privateKey = randomBytes(32);
    expect(await loadVapidKeys(privateKey, dataDir)).toEqual({
      publicKey: vapidPublicKeyOf(privateKey),
      privateKey: privateKey.toString('base64url'),
    });
    await expect(stat(path.join(dataDir, 'secrets'))).rejects.toThrow();
  });

  it('generates a key once under DATA_DIR/secrets, readable by the owner only, and keeps it', async () => {
    const dataDir = await tempDir();
    const first = await loadVapidKeys(undefined, dataDir);
    const again = await loadVapidKeys(undefined, dataDir);
    expect(again).toEqual(first);
    const file = path.join(dataDir, 'secrets', 'vapid-private.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const stored = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
    expect(stored.toString('base64url')).toBe(first.privateKey);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
  });
});
