import type { CustomFetch } from 'openid-client';
import { describe, expect, it } from 'vitest';
import type { SocialProviderConfig } from './social-providers';
import { createSocialSignIn } from './social-providers';

const PUBLIC_URL = 'https://store.test';
const CALLBACK = `${PUBLIC_URL}/api/v1/auth/discord/callback`;
const settings: SocialProviderConfig = {
  id: 'discord',
  clientId: 'd-id',
  clientSecret: 'd-secret',
  issuer: undefined,
};

const json = (body: unknown): Response =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** Discord's token and user endpoints; any other request fails the test. */
function fakeDiscord(user: Record<string, unknown>) {
  const seen: { url: string; form: URLSearchParams; authorization: string | undefined }[] = [];
  const fetch: CustomFetch = async (url, options) => {
    const form = options.body instanceof URLSearchParams ? options.body : new URLSearchParams();
    seen.push({ url, form, authorization: options.headers.authorization });
    if (url === 'https://discord.com/api/oauth2/token' && options.method === 'POST') {
      return json({ access_token: 'discord-token', token_type: 'Bearer', expires_in: 600 });
    }
    if (url === 'https://discord.com/api/users/@me' && options.method === 'GET') return json(user);
    throw new Error(`Unexpected request: ${options.method} ${url}`);
  };
  return { fetch, seen };
}

describe('Discord without an issuer override', () => {
  it('sends the browser to its OAuth2 page with PKCE and state, and no nonce', async () => {
    const discord = createSocialSignIn(settings, PUBLIC_URL, fakeDiscord({}).fetch);
    const { url, checks } = await discord.authorizationUrl();
    expect(`${url.origin}${url.pathname}`).toBe('https://discord.com/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'd-id',
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'identify email',
      code_challenge_method: 'S256',
      state: checks.state,
    });
    expect(url.searchParams.has('nonce')).toBe(false);
    expect(checks.nonce).toBeUndefined();
  });

  it.each([
    [true, true],
    [false, false],
  ])('redeems the code and reads the user (e-mail verified: %s)', async (verified, vouched) => {
    const { fetch, seen } = fakeDiscord({
      id: '80351110224678912',
      username: 'nelly',
      global_name: 'Nelly',
      email: 'Nelly@Example.test',
      verified,
    });
    const discord = createSocialSignIn(settings, PUBLIC_URL, fetch);
    const { checks } = await discord.authorizationUrl();
    const back = new URL(`${CALLBACK}?code=the-code&state=${checks.state}`);
    const profile = await discord.profileFromCallback(back, checks);
    expect(profile).toEqual({
      subject: '80351110224678912',
      email: 'nelly@example.test',
      emailVerified: vouched,
      firstName: null,
      lastName: null,
    });
    expect(Object.fromEntries(seen[0]?.form ?? [])).toMatchObject({
      grant_type: 'authorization_code',
      code: 'the-code',
      code_verifier: checks.codeVerifier,
      redirect_uri: CALLBACK,
    });
    expect(seen[1]?.authorization).toBe('Bearer discord-token');
  });

  it('refuses an answer whose state is not the one it sent', async () => {
    const { fetch, seen } = fakeDiscord({});
    const discord = createSocialSignIn(settings, PUBLIC_URL, fetch);
    const { checks } = await discord.authorizationUrl();
    const back = new URL(`${CALLBACK}?code=the-code&state=forged`);
    await expect(discord.profileFromCallback(back, checks)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/state/) as unknown },
    });
    expect(seen).toEqual([]);
  });
});
