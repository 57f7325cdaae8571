import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { uniqueEmail } from './customers';
import { waitForMailTo } from './outbox';
import { rootAdminStatePath } from './worker-store';

// The back office in tests: the first admin comes from `npm run admin -- create` before the
// store starts (as a new store's owner makes it), signs in through the API once in the global
// setup, and invites each test's own staff member by e-mail.

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** The password every invited test staff member chooses. */
export const STAFF_PASSWORD = 'Amber-Lantern-Harbour-17';

const ROOT_EMAIL = 'owner@example.test';

/** A code from the authenticator for `secret`, `stepsAhead` time steps (30 s) from now. */
export const totpCode = (secret: string, stepsAhead = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/**
 * `npm run admin -- create` on a store's data directory before the store runs on it: the first
 * admin, with the password the command prints once.
 */
export async function createFirstAdmin(
  dataDir: string,
  port: number,
): Promise<{ email: string; password: string }> {
  const { DATABASE_URL: _unused, ...env } = process.env;
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', 'admin', '--', 'create', ROOT_EMAIL],
    {
      cwd: repoRoot,
      env: { ...env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    },
  );
  const password = /Password \(shown once[^:]*\): (\S+)/.exec(stdout)?.[1];
  if (!password) throw new Error(`npm run admin printed no password:\n${stdout}`);
  return { email: ROOT_EMAIL, password };
}

/** The CSRF token a request context holds, for the header of its next change. */
async function csrfOf(context: APIRequestContext): Promise<string> {
  const state = await context.storageState();
  const token = state.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  if (!token) throw new Error('No XSRF-TOKEN cookie yet');
  return token;
}

/** A staff change through the API, with the context's CSRF token. */
export async function staffSend(
  context: APIRequestContext,
  method: 'POST' | 'PATCH',
  url: string,
  data: unknown,
) {
  return context.fetch(url, { method, headers: { 'x-csrf-token': await csrfOf(context) }, data });
}

/**
 * Signs the first admin in through the API (password, then setting up the authenticator) and
 * keeps the session's cookies in `statePath` (see worker-store.ts).
 */
export async function signInRootAdmin(
  baseURL: string,
  admin: { email: string; password: string },
  statePath: string,
): Promise<void> {
  const context = await request.newContext({ baseURL });
  try {
    expect((await context.get('/api/v1/health')).ok()).toBe(true);
    const login = await staffSend(context, 'POST', '/api/v1/admin/auth/login', admin);
    expect(login.status(), await login.text()).toBe(200);
    const { secret } = (await login.json()) as { secret: string };
    const verify = await staffSend(context, 'POST', '/api/v1/admin/auth/verify', {
      code: totpCode(secret),
    });
    expect(verify.status(), await verify.text()).toBe(200);
    await context.storageState({ path: statePath });
  } finally {
    await context.dispose();
  }
}

/** The root admin's API session on this worker's store, for setting up what a test needs. */
export async function rootAdmin(baseURL: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL, storageState: rootAdminStatePath() });
}

/** Invites a new staff member with `role`; the link from the invitation mail. */
export async function inviteStaff(
  root: APIRequestContext,
  role: 'admin' | 'catalogue' | 'support' | 'finance',
): Promise<{ email: string; link: string }> {
  const email = uniqueEmail(`staff-${role}`);
  const invited = await staffSend(root, 'POST', '/api/v1/admin/staff/invitations', {
    email,
    role,
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const mail = (await waitForMailTo(email)).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /https?:\/\/\S+?\/admin\/invite\?token=[\w-]+/.exec(mail)?.[0];
  if (!link) throw new Error('No invitation link in the mail');
  return { email, link };
}

/**
 * Accepts an invitation in the browser: a password and a name, then the authenticator's set-up
 * (the key typed by hand, as with a phone that cannot scan) and the recovery codes. Returns the
 * authenticator's secret.
 */
export async function acceptInvitation(page: Page, link: string): Promise<string> {
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'Join the BigKeys staff' })).toBeVisible();
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your authenticator' })).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  return finishEnrolment(page);
}

/** The authenticator's set-up after the password: the key typed by hand, a code, the codes. */
export async function finishEnrolment(page: Page): Promise<string> {
  const key = page
    .getByText('Cannot scan? Type this key into the app:')
    .locator('xpath=following-sibling::p');
  const secret = (await key.innerText()).replace(/\s+/g, '');
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await page.getByRole('button', { name: 'I have saved them' }).click();
  return secret;
}

/** A new staff member with `role`, invited by the root admin and signed in on `page`. */
export async function staffMemberOn(
  page: Page,
  role: 'admin' | 'catalogue' | 'support' | 'finance',
): Promise<{ email: string; secret: string }> {
  const baseURL = process.env.STORE_URL;
  if (!baseURL) throw new Error('STORE_URL is not set: the global setup starts the store');
  const root = await rootAdmin(baseURL);
  try {
    const { email, link } = await inviteStaff(root, role);
    const secret = await acceptInvitation(page, link);
    await expect(page.getByRole('navigation', { name: 'Back office navigation' })).toBeVisible();
    return { email, secret };
  } finally {
    await root.dispose();
  }
}
