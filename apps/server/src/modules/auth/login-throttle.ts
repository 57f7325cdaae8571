import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter';
import { fail, ok, type Err, type Result } from '../../lib/result';
import { sha256 } from '../../lib/sha256';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * How sign-in slows guessing without handing strangers a way to lock the owner out.
 *
 * Every attempt is counted before its password is checked, atomically (in this process, or
 * in Redis when several instances run), so guesses sent all at once cannot slip past a limit.
 *
 * The client asking decides which counts apply:
 * - A known device: a browser holding the device cookie this account's successful sign-in
 *   gave it (signed, bound to the e-mail). It has a count of its own: `knownDevice` wrong
 *   passwords, then 429 for that browser alone. Nothing other clients do touches it, so the
 *   owner's usual browser signs in with the right password even during an attack.
 * - Any other client, told apart by its address (an IPv6 address by its /64):
 *   - `clientOnAccount`: wrong passwords for one account from one address, then 429 for that
 *     address on that account (the stranger is locked out, not the owner);
 *   - `address`: wrong passwords from one address over all accounts (password spraying);
 *   - `unknownClients`: all unknown clients of one account together. The first `free` wrong
 *     passwords in the window cost nothing; after that each further attempt must wait its
 *     turn, `firstDelayMs` after the previous one, then twice as long each time up to
 *     `maxDelayMs`. A delay, not a lock: whoever comes once the wait is over is checked, and
 *     a spread-out attack gets one guess per turn at most.
 * A refused attempt is a 429 with Retry-After and the code `LOGIN_THROTTLED` (the sign-in
 * page can offer a sign-in link by e-mail instead). A right password clears the counts of
 * that device, or of that address on the account, and renews the browser's device cookie;
 * the account's count of unknown clients only drops that attempt.
 */
export const LOGIN_LIMITS = {
  knownDevice: { limit: 5, windowMs: 15 * MINUTE },
  clientOnAccount: { limit: 5, windowMs: 15 * MINUTE },
  address: { limit: 30, windowMs: 15 * MINUTE },
  unknownClients: {
    free: 5,
    windowMs: 24 * 60 * MINUTE,
    firstDelayMs: SECOND,
    maxDelayMs: 15 * MINUTE,
  },
} as const;

/** The code of a throttled sign-in's 429, for clients to offer another way in. */
export const LOGIN_THROTTLED = 'LOGIN_THROTTLED';

/** Who is signing in: the address, and the device id of a valid device cookie for this account. */
export type LoginClient = { ip: string; deviceId: string | undefined };

/** What to do once the password turned out right (a wrong one leaves every count standing). */
export type AdmittedLogin = { succeeded: () => Promise<void> };

/** A sign-in this client must not try yet, and how long it has to wait. */
export type LoginThrottled = { readonly reason: 'login-throttled'; retryAfterSeconds: number };

/** The wait before the `count`-th attempt of unknown clients on one account (0: none). */
export function unknownClientDelayMs(count: number): number {
  const { free, firstDelayMs, maxDelayMs } = LOGIN_LIMITS.unknownClients;
  if (count <= free) return 0;
  // Capped exponent: 2^30 s is already far beyond the maximum.
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(30, count - free - 1));
}

/**
 * The network a client address stands for: an IPv4 address itself, an IPv6 address's /64
 * (one customer line gets a whole /64, so its addresses are one client, not 2^64).
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array.from({ length: zeros }, () => '0'), ...tailGroups];
  const prefix = groups.slice(0, 4).map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
  return `${prefix.join(':')}::/64`;
}

// E-mail addresses stay out of the shared store's keys.
const accountTag = (email: string): string => sha256(email.toLowerCase(), 'base64url').slice(0, 22);

const throttled = (retryAfterSeconds: number): Err<LoginThrottled> =>
  fail({ reason: 'login-throttled', retryAfterSeconds });

/**
 * Counts one sign-in attempt before its password is checked. Fails `login-throttled` when
 * this client must wait; otherwise the caller checks the password and, if it is right, calls
 * `succeeded`.
 */
export async function admitLoginAttempt(
  limiter: RateLimiter,
  email: string,
  client: LoginClient,
): Promise<Result<AdmittedLogin, LoginThrottled>> {
  const account = accountTag(email);
  if (client.deviceId) {
    const deviceKey = `login:device:${account}:${client.deviceId}`;
    const device = await limiter.hit(deviceKey, LOGIN_LIMITS.knownDevice);
    if (!device.allowed) return throttled(device.retryAfterSeconds);
    return ok({ succeeded: () => limiter.reset(deviceKey) });
  }

  const network = clientNetwork(client.ip);
  const addressKey = `login:address:${network}`;
  const pairKey = `login:account-address:${account}:${network}`;
  const unknownKey = `login:unknown-clients:${account}`;
  const address = await limiter.hit(addressKey, LOGIN_LIMITS.address);
  if (!address.allowed) return throttled(address.retryAfterSeconds);
  const pair = await limiter.hit(pairKey, LOGIN_LIMITS.clientOnAccount);
  if (!pair.allowed) {
    // Only checked passwords count against the address.
    await limiter.refund(addressKey);
    return throttled(pair.retryAfterSeconds);
  }
  const unknown = await limiter.hit(unknownKey, {
    limit: Number.MAX_SAFE_INTEGER,
    windowMs: LOGIN_LIMITS.unknownClients.windowMs,
  });
  const delayMs = unknownClientDelayMs(unknown.count);
  if (delayMs > 0) {
    // One attempt per turn: the first to arrive opens a turn of `delayMs`, and the others
    // wait for its end. Waiting is not held against anyone, so their counts are taken back.
    const turn = await limiter.hit(`login:unknown-clients-turn:${account}`, {
      limit: 1,
      windowMs: delayMs,
    });
    if (!turn.allowed) {
      await Promise.all([
        limiter.refund(unknownKey),
        limiter.refund(pairKey),
        limiter.refund(addressKey),
      ]);
      return throttled(turn.retryAfterSeconds);
    }
  }
  return ok({
    succeeded: async () => {
      await Promise.all([
        limiter.reset(pairKey),
        limiter.refund(addressKey),
        limiter.refund(unknownKey),
      ]);
    },
  });
}
