import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's recommended cost (19 MiB, 2 passes, 1 lane). The library
// hashes on libuv's thread pool, so the event loop keeps serving meanwhile.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** An argon2id hash of the password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// A real hash to check against when the account does not exist, so that an unknown
// e-mail takes as long to refuse as a wrong password.
const decoyHash = hash('decoy password that no account uses', OPTIONS);

/** True when the password matches; with no hash, spends the same time and says no. */
export async function verifyPassword(
  password: string,
  passwordHash: string | null,
): Promise<boolean> {
  if (passwordHash === null) {
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
