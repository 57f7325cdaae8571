import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreSettings } from '@store/shared/schemas/admin-settings';
import { HomeSettings, Health } from '@store/shared/schemas/common';
import { AuditReply } from '@store/shared/schemas/staff';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { ADMIN_API, signedInStaff } from '../../test/kits/staff-test-kit';
import type { TestClient } from '../../test/test-client';

// Admins switch maintenance and the support address; the public answers follow at once.
const DEFAULT_SUPPORT = 'help@store.example';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ SUPPORT_EMAIL: DEFAULT_SUPPORT });
});
afterAll(async () => {
  await t.close();
});

const patch = (client: TestClient, body: unknown) =>
  client.request({
    method: 'PATCH',
    url: `${ADMIN_API}/settings`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const home = async () => {
  const res = await t.app.inject('/api/v1/product/home');
  return { settings: HomeSettings.parse(res.json()), cacheControl: res.headers['cache-control'] };
};
const health = async () => Health.parse((await t.app.inject('/api/v1/health')).json());

describe('the store settings', () => {
  it('switches maintenance on and off, and the health poll and home settings say so at once', async () => {
    const admin = await signedInStaff(t, 'admin');
    expect((await health()).underConstruction).toBe(false);

    const on = await patch(admin.client, { underConstruction: true });
    expect(on.statusCode).toBe(200);
    expect(StoreSettings.parse(on.json()).underConstruction).toBe(true);
    expect(await health()).toEqual({ status: 'ok', underConstruction: true });
    const during = await home();
    expect(during.settings.underConstruction).toBe(true);
    // Browsers may keep the answer but must ask again before using it.
    expect(during.cacheControl).toMatch(/no-cache/);
    expect(during.cacheControl).not.toMatch(/max-age=[1-9]/);

    const off = await patch(admin.client, { underConstruction: false });
    expect(StoreSettings.parse(off.json()).underConstruction).toBe(false);
    expect((await health()).underConstruction).toBe(false);
    expect((await home()).settings.underConstruction).toBe(false);
  });

  it('overrides the support address, and goes back to the configured one', async () => {
    const admin = await signedInStaff(t, 'admin');
    const before = StoreSettings.parse(
      (await admin.client.request({ url: `${ADMIN_API}/settings` })).json(),
    );
    expect(before).toMatchObject({ supportEmail: DEFAULT_SUPPORT, supportEmailIsDefault: true });

    const changed = await patch(admin.client, { supportEmail: '  Care@Store.Example ' });
    expect(changed.statusCode).toBe(200);
    expect(StoreSettings.parse(changed.json())).toMatchObject({
      supportEmail: 'care@store.example',
      supportEmailIsDefault: false,
    });
    expect((await home()).settings.supportEmail).toBe('care@store.example');

    const reset = await patch(admin.client, { supportEmail: null });
    expect(StoreSettings.parse(reset.json()).supportEmailIsDefault).toBe(true);
    expect((await home()).settings.supportEmail).toBe(DEFAULT_SUPPORT);
  });

  it('records each change with the settings before and after', async () => {
    const admin = await signedInStaff(t, 'admin');
    await patch(admin.client, { supportEmail: 'audited@store.example' });
    const audit = AuditReply.parse(
      (
        await admin.client.request({
          url: `${ADMIN_API}/audit?action=settings.&staffEmail=${encodeURIComponent(admin.email)}`,
        })
      ).json(),
    );
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({
      action: 'settings.update',
      targetType: 'settings',
      before: { supportEmail: DEFAULT_SUPPORT, supportEmailIsDefault: true },
      after: { supportEmail: 'audited@store.example', supportEmailIsDefault: false },
    });
    await patch(admin.client, { supportEmail: null });
  });

  it.each([
    [{ supportEmail: 'not an address' }],
    [{ supportEmail: 42 }],
    [{ underConstruction: 'yes' }],
    [{}],
    [{ underConstruction: true, colour: 'red' }],
  ])('refuses %j with 400 and changes nothing', async (body) => {
    const admin = await signedInStaff(t, 'admin');
    const res = await patch(admin.client, body);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toEqual(expect.any(String));
    expect((await home()).settings).toEqual({
      underConstruction: false,
      supportEmail: DEFAULT_SUPPORT,
    });
  });

  it('is for admins only', async () => {
    for (const role of ['catalogue', 'support', 'finance'] as const) {
      const member = await signedInStaff(t, role);
      expect((await patch(member.client, { underConstruction: true })).statusCode).toBe(403);
      expect((await member.client.request({ url: `${ADMIN_API}/settings` })).statusCode).toBe(403);
    }
    expect((await home()).settings.underConstruction).toBe(false);
  });
});
