import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A 32-byte secret: the configured one, or else one generated once and kept under
 * DATA_DIR/secrets/<name> (readable by the owner only) so a restart still has it.
 */
export async function loadSecret(
  configured: Buffer | undefined,
  dataDir: string,
  name: string,
): Promise<Buffer> {
  if (configured) return configured;
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, name);
  try {
    const existing = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
    if (existing.length === 32) return existing;
    throw new Error(`${file} does not hold a 32-byte base64 secret`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32);
  await writeFile(file, secret.toString('base64'), { mode: 0o600, flag: 'wx' });
  await chmod(file, 0o600);
  return secret;
}
