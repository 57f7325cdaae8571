import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../support/test';
import { startOpenIdProvider, type TestIdentity } from '../../apps/server/src/test/openid-provider';
import { freePort, removeDataDir, startStore } from '../support/store-process';

/** The subjects of the mails the store captured for `to`, once `count` of them are there. */
async function subjectsOfMailsTo(dataDir: string, to: string, count: number): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const subjects: string[] = [];
    for (const file of (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.eml'))) {
      const raw = await readFile(path.join(dir, file), 'utf8');
      const subject = /^Subject: (.*)$/m.exec(raw)?.[1];
      if (subject && raw.includes(`To: ${to}`)) subjects.push(subject.trim());
    }
    if (subjects.length >= count || Date.now() > deadline) return subjects.sort();
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test('a customer links Discord beside Google, then unlinks Google', async ({ page }) => {
  // This test's store has an origin of its own, so the returning visitor's consent is set here.
  await page.addInitScript(() => {
    localStorage.setItem('bigkeys-consent', JSON.stringify({ accepted: true, mode: 'essential' }));
  });
  test.setTimeout(180_000);
  const port = await freePort();
  const storeUrl = `http://127.0.0.1:${port}`;
  const google = await startOpenIdProvider(`${storeUrl}/api/v1/auth/google/callback`);
  const discord = await startOpenIdProvider(`${storeUrl}/api/v1/auth/discord/callback`);
  const grace: TestIdentity = {
    sub: 'e2e-link-google',
    email: 'grace.linking@example.test',
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
  };
  const graceAtDiscord: TestIdentity = { sub: 'e2e-link-discord' };
  google.signInAs(grace);
  discord.signInAs(graceAtDiscord);
  const store = await startStore({
    port,
    env: {
      SEED_PRODUCTS: '200',
      PUBLIC_URL: storeUrl,
      SOCIAL_GOOGLE_CLIENT_ID: google.clientId,
      SOCIAL_GOOGLE_CLIENT_SECRET: google.clientSecret,
      SOCIAL_GOOGLE_ISSUER: google.issuer,
      SOCIAL_DISCORD_CLIENT_ID: discord.clientId,
      SOCIAL_DISCORD_CLIENT_SECRET: discord.clientSecret,
      SOCIAL_DISCORD_ISSUER: discord.issuer,
    },
  });
  try {
    // A new customer by Google, who completes the profile and signs in again.
    await page.goto(`${storeUrl}/login`);
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
    await page.getByLabel('Date of birth').fill('1906-12-09');
    await page.getByLabel('Address', { exact: true }).fill('Main Street 1');
    await page.getByLabel('City').fill('Zurich');
    await page.getByLabel('Postcode').fill('8001');
    await page.getByLabel('Country').selectOption('CH');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved. Please sign in again.')).toBeVisible();
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Hello, Grace!' })).toBeVisible();

    await page.goto(`${storeUrl}/dashboard/security`);
    const linked = page.getByRole('region', { name: 'Linked accounts' });
    // Google is the only way in: it cannot go yet.
    await expect(linked.getByRole('button', { name: 'Unlink Google' })).toBeDisabled();
    await expect(linked.getByText('This is your only way to sign in.')).toBeVisible();

    await linked.getByRole('button', { name: 'Link Discord' }).click();
    await expect(
      page.getByText('Discord is now linked: you can sign in with it from now on.'),
    ).toBeVisible();
    await expect(page).toHaveURL(`${storeUrl}/dashboard/security#linked-accounts`);

    await linked.getByRole('button', { name: 'Unlink Google' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Unlink Google?' });
    await dialog.getByRole('button', { name: 'Unlink' }).click();
    await expect(page.getByText('Google has been unlinked.')).toBeVisible();
    await expect(linked.getByRole('button', { name: 'Link Google' })).toBeVisible();
    await expect(linked.getByRole('button', { name: 'Unlink Discord' })).toBeDisabled();

    expect(await subjectsOfMailsTo(store.dataDir, grace.email ?? '', 2)).toEqual([
      'Discord was linked to your BigKeys account',
      'Google was unlinked from your BigKeys account',
    ]);
  } finally {
    await store.stop();
    await removeDataDir(store.dataDir);
    await google.close();
    await discord.close();
  }
});
