import { expect, test } from '../support/test';
import { startOpenIdProvider, type TestIdentity } from '../../apps/server/src/test/openid-provider';
import { freePort, removeDataDir, startStore } from '../support/store-process';

test('social sign-in through an OpenID provider creates a verified account', async ({ page }) => {
  // This test's store has an origin of its own, so the returning visitor's consent is set here.
  await page.addInitScript(() => {
    localStorage.setItem('bigkeys-consent', JSON.stringify({ accepted: true, mode: 'essential' }));
  });
  test.setTimeout(180_000);
  const port = await freePort();
  const storeUrl = `http://127.0.0.1:${port}`;
  const provider = await startOpenIdProvider(`${storeUrl}/api/v1/auth/google/callback`);
  const grace: TestIdentity = {
    sub: 'e2e-social-1',
    email: 'grace.social@example.test',
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
  };
  provider.signInAs(grace);
  const store = await startStore({
    port,
    env: {
      SEED_PRODUCTS: '200',
      PUBLIC_URL: storeUrl,
      SOCIAL_GOOGLE_CLIENT_ID: provider.clientId,
      SOCIAL_GOOGLE_CLIENT_SECRET: provider.clientSecret,
      SOCIAL_GOOGLE_ISSUER: provider.issuer,
    },
  });
  try {
    await page.goto(`${storeUrl}/login`);
    await page.getByRole('link', { name: 'Continue with Google' }).click();

    // Verified by the provider, but the store still needs an address: the welcome page
    // asks only for the profile, with the e-mail step already done.
    await expect(page.getByRole('heading', { name: 'Welcome to BigKeys, Grace!' })).toBeVisible();
    await expect(page.getByText('grace.social@example.test is verified.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();

    const me = await page.request.get(`${storeUrl}/api/v1/auth/me`);
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ emailVerified: true, hasMissingInfo: true });
  } finally {
    await store.stop();
    await removeDataDir(store.dataDir);
    await provider.close();
  }
});
