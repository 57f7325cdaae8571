import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '@store/shared/schemas/staff';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInCustomer } from '../../test/factories';
import { signedInStaff } from '../../test/kits/staff-test-kit';
import { createTestClient, type TestClient } from '../../test/test-client';

// The role matrix: every /api/v1/admin route, as a guest, a customer and each role. A route
// answers 401 to a guest, 403 to a customer, 403 ROLE_REFUSED to a role it does not admit,
// and anything but those to a role it admits (an admin is admitted everywhere).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const SAMPLE_ID = 'a'.repeat(64);

/** Sign-out last: it ends the session the other calls use. */
const guardedRoutes = () =>
  t.app.staffRouteTable
    .filter((route) => route.roles !== null && route.method !== 'HEAD')
    .sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));

function call(client: TestClient, route: { method: string; url: string }) {
  const url = route.url.replace(/:(\w+)/g, SAMPLE_ID);
  const method = route.method as 'GET' | 'POST' | 'DELETE' | 'PATCH' | 'PUT';
  return client.request({
    method,
    url,
    ...(method === 'GET' || method === 'DELETE'
      ? {}
      : { headers: { 'content-type': 'application/json' }, payload: '{}' }),
  });
}

describe('every staff route', () => {
  it('names the roles it admits, and the sign-in steps and the invitation are the only open ones', () => {
    const open = t.app.staffRouteTable.filter((route) => route.roles === null);
    expect(open.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      'POST /api/v1/admin/auth/accept-invitation',
      'POST /api/v1/admin/auth/login',
      'POST /api/v1/admin/auth/verify',
    ]);
    expect(guardedRoutes().length).toBeGreaterThan(5);
  });

  it('answers a guest 401 and a customer 403', async () => {
    const customer = await signedInCustomer(t);
    for (const route of guardedRoutes()) {
      const guest = await call(createTestClient(t.app), route);
      expect([route.url, guest.statusCode]).toEqual([route.url, 401]);
      const asCustomer = await call(customer.client, route);
      expect([route.url, asCustomer.statusCode]).toEqual([route.url, 403]);
    }
  });

  it.each(STAFF_ROLES)('lets %s through exactly where the matrix says', async (role) => {
    const member = await signedInStaff(t, role);
    for (const route of guardedRoutes()) {
      const res = await call(member.client, route);
      const admitted = role === 'admin' || (route.roles ?? []).includes(role);
      if (admitted) {
        expect([route.url, res.statusCode]).not.toEqual([route.url, 401]);
        expect([route.url, res.statusCode]).not.toEqual([route.url, 403]);
        expect(res.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
      } else {
        expect([route.url, res.statusCode, res.json<{ code: string }>().code]).toEqual([
          route.url,
          403,
          'ROLE_REFUSED',
        ]);
      }
    }
  });
});
