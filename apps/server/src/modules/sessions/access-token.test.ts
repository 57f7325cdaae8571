import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_MS, issueAccessToken, readAccessToken } from './access-token';

const secret = randomBytes(32);
const now = Date.UTC(2030, 0, 1);
const session = {
  id: 'a'.repeat(64),
  userId: 42,
  expiresAt: new Date(now + 30 * 24 * 3600_000),
};
const token = issueAccessToken(secret, session, now);
const [payload = '', signature = ''] = token.split('.');
const otherPayload = Buffer.from(
  JSON.stringify({ sid: session.id, uid: 43, exp: now + ACCESS_TOKEN_TTL_MS }),
).toString('base64url');
const lastChar = signature.at(-1) === 'A' ? 'B' : 'A';

describe('access tokens', () => {
  it('name their session and customer until they expire', () => {
    expect(readAccessToken(secret, token, now)).toEqual({ sessionId: session.id, userId: 42 });
    expect(readAccessToken(secret, token, now + ACCESS_TOKEN_TTL_MS - 1)).toBeDefined();
    expect(readAccessToken(secret, token, now + ACCESS_TOKEN_TTL_MS)).toBeUndefined();
  });

  it('never outlive their session', () => {
    const ending = { ...session, expiresAt: new Date(now + 60_000) };
    const short = issueAccessToken(secret, ending, now);
    expect(readAccessToken(secret, short, now + 59_999)).toBeDefined();
    expect(readAccessToken(secret, short, now + 60_000)).toBeUndefined();
  });

  it.each([
    ['another secret', issueAccessToken(randomBytes(32), session, now)],
    ['claims swapped under the signature', `${otherPayload}.${signature}`],
    ['an altered signature', `${payload}.${signature.slice(0, -1)}${lastChar}`],
    ['a truncated signature', `${payload}.${signature.slice(0, 20)}`],
    ['no signature', `${payload}.`],
    ['an extra part', `${token}.x`],
    ['a session token', randomBytes(32).toString('base64url')],
    ['an empty string', ''],
    ['an oversized token', `${payload}.${'A'.repeat(600)}`],
  ])('refuse %s', (_case, candidate) => {
    expect(readAccessToken(secret, candidate, now)).toBeUndefined();
  });
});
