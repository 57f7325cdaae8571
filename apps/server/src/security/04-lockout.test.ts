import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { buildApp } from '../app';
import { DEVICE_COOKIE } from '../modules/auth/device-token';
import {
  LOGIN_LIMITS,
  LOGIN_THROTTLED,
  unknownClientDelayMs,
} from '../modules/auth/login-throttle';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createTestClient, type TestClient } from '../test/test-client';
import {
  customerWithPassword,
  guessPrefix,
  logIn,
  someAddress,
} from '../test/kits/guessing-test-kit';

// Security item 4: strangers' wrong passwords must not lock the owner out. The browser the
// owner signed in with before (its device cookie) keeps signing in; the stranger is stopped
// per account and address; unknown clients of the account wait a growing delay, not a lock.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const { free } = LOGIN_LIMITS.unknownClients;

/** The owner's browser after one successful sign-in: it holds the account's device cookie. */
async function ownersBrowser(app = t.app) {
  const customer = await customerWithPassword(t);
  const browser = createTestClient(app);
  expect((await logIn(browser, customer.email, customer.password)).statusCode).toBe(200);
  expect(browser.cookie(DEVICE_COOKIE)).toBeDefined();
  return { ...customer, browser };
}

/** Wrong passwords, one after the other, each from a fresh client; the last reply. */
async function strangersGuess(email: string, times: number) {
  const prefix = guessPrefix();
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    statuses.push((await logIn(createTestClient(t.app), email, `${prefix}${i}`)).statusCode);
  }
  return statuses;
}

const expectThrottled = (res: Awaited<ReturnType<typeof logIn>>) => {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts, code: LOGIN_THROTTLED });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const retryAfterMs = (res: Awaited<ReturnType<typeof logIn>>) =>
  Number(res.headers['retry-after']) * 1000;

describe("the owner's known browser", () => {
  it("signs in with the right password while a stranger's wrong ones are refused", async () => {
    const owner = await ownersBrowser();
    const stranger = createTestClient(t.app);
    const prefix = guessPrefix();
    for (let i = 0; i < LOGIN_LIMITS.clientOnAccount.limit; i++) {
      expect((await logIn(stranger, owner.email, `${prefix}${i}`)).statusCode).toBe(401);
    }
    expectThrottled(await logIn(stranger, owner.email, `${prefix}again`));
    // The stranger is stopped even with the right password: the lock is theirs.
    expectThrottled(await logIn(stranger, owner.email, owner.password));

    expect((await logIn(owner.browser, owner.email, owner.password)).statusCode).toBe(200);
  });

  it('signs in while strangers from many addresses have run the account into its delay', async () => {
    const owner = await ownersBrowser();
    const statuses = await strangersGuess(owner.email, free + 3);
    expect(statuses.slice(0, free)).toEqual(Array.from({ length: free }, () => 401));
    expect(statuses.at(-1)).toBe(429);

    // A typo of the owner's counts against that browser alone, and does not wait.
    expect((await logIn(owner.browser, owner.email, 'Owner-Typo-Passphrase')).statusCode).toBe(401);
    expect((await logIn(owner.browser, owner.email, owner.password)).statusCode).toBe(200);
  });

  it('is stopped after its own wrong passwords, apart from everyone else', async () => {
    const owner = await ownersBrowser();
    const prefix = guessPrefix();
    for (let i = 0; i < LOGIN_LIMITS.knownDevice.limit; i++) {
      expect((await logIn(owner.browser, owner.email, `${prefix}${i}`)).statusCode).toBe(401);
    }
    expectThrottled(await logIn(owner.browser, owner.email, owner.password));
    // Another browser of the owner's is a client of its own.
    expect((await logIn(createTestClient(t.app), owner.email, owner.password)).statusCode).toBe(
      200,
    );
  });

  it.each(['of another account', 'that is forged'])(
    'is not what a stranger becomes with a device cookie %s',
    async (kind) => {
      const owner = await customerWithPassword(t);
      const other = await ownersBrowser();
      const [version, deviceId, mac] = (other.browser.cookie(DEVICE_COOKIE) ?? '').split('.');
      const forger = createTestClient(t.app);
      forger.setCookie(
        DEVICE_COOKIE,
        [version, deviceId, kind === 'that is forged' ? 'A'.repeat(mac?.length ?? 43) : mac].join(
          '.',
        ),
      );
      const prefix = guessPrefix();
      for (let i = 0; i < free; i++) {
        expect((await logIn(forger, owner.email, `${prefix}${i}`)).statusCode).toBe(401);
      }
      // Those were the account's free tries of unknown clients: the delay starts now.
      expect(await strangersGuess(owner.email, 2)).toEqual([401, 429]);
    },
  );
});

describe('unknown clients', () => {
  it('wait a progressive delay, not a lock: the right password gets in once it is over', async () => {
    const owner = await customerWithPassword(t);
    expect(await strangersGuess(owner.email, free)).toEqual(
      Array.from({ length: free }, () => 401),
    );
    // The first attempt past the free ones is checked at once and starts a turn.
    expect(await strangersGuess(owner.email, 1)).toEqual([401]);
    const newPhone = createTestClient(t.app);
    const first = await logIn(newPhone, owner.email, owner.password);
    expectThrottled(first);
    expect(retryAfterMs(first)).toBeLessThanOrEqual(unknownClientDelayMs(free + 1));

    await sleep(retryAfterMs(first) + 100);
    // The next turn is checked; a wrong password there makes the one after it longer.
    expect(await strangersGuess(owner.email, 1)).toEqual([401]);
    const second = await logIn(newPhone, owner.email, owner.password);
    expectThrottled(second);
    expect(retryAfterMs(second)).toBeGreaterThan(retryAfterMs(first));
    expect(retryAfterMs(second)).toBeLessThanOrEqual(unknownClientDelayMs(free + 2));

    await sleep(retryAfterMs(second) + 100);
    const res = await logIn(newPhone, owner.email, owner.password);
    expect(res.statusCode).toBe(200);
    expect(newPhone.cookie(DEVICE_COOKIE)).toBeDefined();
  });
});

describe('a stranger on IPv6', () => {
  it('is one client however many addresses of its /64 it uses', async () => {
    const owner = await customerWithPassword(t);
    const prefix = guessPrefix();
    const network = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_LIMITS.clientOnAccount.limit; i++) {
      const address = `${network}:${randomBytes(2).toString('hex')}::${i + 1}`;
      const res = await logIn(createTestClient(t.app), owner.email, `${prefix}${i}`, address);
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

const REDIS_URL = process.env.REDIS_URL;

describe.runIf(REDIS_URL)('two instances sharing Redis (REDIS_URL)', () => {
  it('share the counts: a stranger stopped on one is stopped on the other, the owner is not', async () => {
    const a = await buildTestApp({ REDIS_URL: REDIS_URL ?? '' });
    const b = await buildApp({ config: a.config, database: a.database });
    try {
      await b.ready();
      const customer = await customerWithPassword(a);
      const owner: TestClient = createTestClient(a.app);
      expect((await logIn(owner, customer.email, customer.password)).statusCode).toBe(200);

      const onA = createTestClient(a.app);
      const address = someAddress();
      const prefix = guessPrefix();
      for (let i = 0; i < LOGIN_LIMITS.clientOnAccount.limit; i++) {
        expect((await logIn(onA, customer.email, `${prefix}${i}`, address)).statusCode).toBe(401);
      }
      // The same stranger's address, through the other instance.
      const res = await logIn(createTestClient(b), customer.email, customer.password, address);
      expectThrottled(res);

      // The owner's browser, with its device cookie from instance A, signs in on B.
      const ownerOnB = createTestClient(b);
      ownerOnB.setCookie(DEVICE_COOKIE, owner.cookie(DEVICE_COOKIE) ?? '');
      expect((await logIn(ownerOnB, customer.email, customer.password)).statusCode).toBe(200);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
