import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/build-test-app';
import type { Database } from '../../db/client';
import {
  consumeAccountToken,
  issueAccountToken,
  voidAccountTokens,
} from './account-tokens.service';
import { insertUser } from './users.repository';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => drop());

const MINUTE = 60_000;

async function newUser(): Promise<number> {
  const user = await insertUser(database.db, {
    email: `token.${randomBytes(5).toString('hex')}@example.test`,
  });
  if (!user) throw new Error('the user was not stored');
  return user.id;
}

describe('account tokens', () => {
  it('gives the user and data back once, then never again', async () => {
    const userId = await newUser();
    const token = await issueAccountToken(database.db, {
      userId,
      purpose: 'email-change',
      ttlMs: 15 * MINUTE,
      data: { email: 'new@example.test' },
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await consumeAccountToken(database.db, token, 'email-change')).toEqual({
      userId,
      data: { email: 'new@example.test' },
    });
    expect(await consumeAccountToken(database.db, token, 'email-change')).toBeUndefined();
  });

  it('stores only a hash of the token', async () => {
    const userId = await newUser();
    const token = await issueAccountToken(database.db, {
      userId,
      purpose: 'password-reset',
      ttlMs: MINUTE,
    });
    const { rows } = await database.pool.query<{ token_hash: string }>(
      'select token_hash from account_tokens where user_id = $1',
      [userId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(token);
  });

  it('refuses a token after its expiry', async () => {
    const userId = await newUser();
    const issuedAt = new Date(Date.now() - 20 * MINUTE);
    const token = await issueAccountToken(
      database.db,
      { userId, purpose: 'sign-in-link', ttlMs: 15 * MINUTE },
      issuedAt,
    );
    expect(await consumeAccountToken(database.db, token, 'sign-in-link')).toBeUndefined();
    const justBefore = new Date(issuedAt.getTime() + 15 * MINUTE - 1);
    expect(await consumeAccountToken(database.db, token, 'sign-in-link', justBefore)).toEqual({
      userId,
      data: {},
    });
  });

  it('refuses a token of another purpose without spending it', async () => {
    const userId = await newUser();
    const token = await issueAccountToken(database.db, {
      userId,
      purpose: 'sign-in-link',
      ttlMs: MINUTE,
    });
    expect(await consumeAccountToken(database.db, token, 'password-reset')).toBeUndefined();
    expect(await consumeAccountToken(database.db, token, 'sign-in-link')).toMatchObject({ userId });
  });

  it('voids the older token of the same purpose when a new one is issued', async () => {
    const userId = await newUser();
    const input = { userId, purpose: 'password-reset' as const, ttlMs: MINUTE };
    const older = await issueAccountToken(database.db, input);
    const other = await issueAccountToken(database.db, { ...input, purpose: 'sign-in-link' });
    const newer = await issueAccountToken(database.db, input);
    expect(await consumeAccountToken(database.db, older, 'password-reset')).toBeUndefined();
    expect(await consumeAccountToken(database.db, newer, 'password-reset')).toMatchObject({
      userId,
    });
    expect(await consumeAccountToken(database.db, other, 'sign-in-link')).toMatchObject({ userId });
  });

  it('voids only the named purposes of that user', async () => {
    const userId = await newUser();
    const neighbour = await newUser();
    const reset = await issueAccountToken(database.db, {
      userId,
      purpose: 'password-reset',
      ttlMs: MINUTE,
    });
    const change = await issueAccountToken(database.db, {
      userId,
      purpose: 'email-change',
      ttlMs: MINUTE,
    });
    const theirs = await issueAccountToken(database.db, {
      userId: neighbour,
      purpose: 'password-reset',
      ttlMs: MINUTE,
    });
    await voidAccountTokens(database.db, userId, ['password-reset', 'sign-in-link']);
    expect(await consumeAccountToken(database.db, reset, 'password-reset')).toBeUndefined();
    expect(await consumeAccountToken(database.db, change, 'email-change')).toMatchObject({
      userId,
    });
    expect(await consumeAccountToken(database.db, theirs, 'password-reset')).toMatchObject({
      userId: neighbour,
    });
  });

  it('lets only one of many parallel uses through', async () => {
    const userId = await newUser();
    const token = await issueAccountToken(database.db, {
      userId,
      purpose: 'sign-in-link',
      ttlMs: MINUTE,
    });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => consumeAccountToken(database.db, token, 'sign-in-link')),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('ignores malformed and unknown tokens', async () => {
    for (const token of ['', 'x', 'a'.repeat(43), 'a'.repeat(5000), '../../etc/passwd']) {
      expect(await consumeAccountToken(database.db, token, 'password-reset')).toBeUndefined();
    }
  });
});
