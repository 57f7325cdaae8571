import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { uniqueEmail } from '../../test/factories';
import { postAdmin } from '../../test/kits/staff-test-kit';
import { createTestClient } from '../../test/test-client';
import { runStaffCommand } from './staff-commands';

// `npm run admin -- create <email>`: the first admin.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('creating staff from the command line', () => {
  it('makes a new admin with a password shown once, who can then start to sign in', async () => {
    const email = uniqueEmail('first-admin');
    const result = await runStaffCommand(t.database.db, {
      command: 'create',
      email,
      role: undefined,
    });
    expect(result?.ok).toBe(true);
    const password = /Password[^:]*: (\S+)/.exec(result?.output ?? '')?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    const login = await postAdmin(createTestClient(t.app), '/auth/login', { email, password });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ step: 'enrol' });
  });

  it('gives an existing account a role without touching its password', async () => {
    const email = uniqueEmail('promoted');
    await runStaffCommand(t.database.db, { command: 'create', email, role: 'support' });
    const again = await runStaffCommand(t.database.db, {
      command: 'create',
      email,
      role: 'finance',
    });
    expect(again?.output).not.toContain('Password');
    const { rows } = await t.database.pool.query<{ role: string }>(
      `select s.role from staff_members s join users u on u.id = s.user_id where u.email = $1`,
      [email],
    );
    expect(rows).toEqual([{ role: 'finance' }]);
  });

  it('refuses an unknown role or a bad address, and a command it does not know', async () => {
    const bad = await runStaffCommand(t.database.db, {
      command: 'create',
      email: uniqueEmail(),
      role: 'owner',
    });
    expect(bad).toEqual({ output: 'Unknown role owner.', ok: false });
    const address = await runStaffCommand(t.database.db, {
      command: 'create',
      email: 'not-an-address',
      role: undefined,
    });
    expect(address?.ok).toBe(false);
    expect(
      await runStaffCommand(t.database.db, { command: 'delete', email: 'x', role: undefined }),
    ).toBeUndefined();
  });
});
