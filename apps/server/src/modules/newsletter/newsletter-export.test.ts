import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditReply } from '@store/shared/schemas/staff';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { uniqueEmail } from '../../test/factories';
import { ADMIN_API, signedInStaff } from '../../test/kits/staff-test-kit';
import { createTestClient } from '../../test/test-client';

// Admins and finance download the subscriber list as CSV; each export is on the audit log.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const EXPORT = `${ADMIN_API}/newsletter/export.csv`;

async function subscribe(email: string) {
  const res = await createTestClient(t.app).request({
    method: 'POST',
    url: '/api/v1/email/subscribe',
    payload: { email },
  });
  expect(res.statusCode).toBe(201);
}

describe('GET /api/v1/admin/newsletter/export.csv', () => {
  it('downloads every subscription with a header, formula-like addresses defused', async () => {
    const plain = uniqueEmail('letter');
    const formula = `+${uniqueEmail('sum')}`;
    const dash = `-${uniqueEmail('minus')}`;
    for (const email of [plain, formula, dash]) await subscribe(email);

    const finance = await signedInStaff(t, 'finance');
    const res = await finance.client.request({ url: EXPORT });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="newsletter-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at,customer_id');
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1);
    expect(rows.find((l) => l.startsWith(`${plain},`))).toMatch(
      new RegExp(`^${plain.replace(/[.+]/g, '\\$&')},\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z,$`),
    );
    expect(rows.some((l) => l.startsWith(`'${formula},`))).toBe(true);
    expect(rows.some((l) => l.startsWith(`'${dash},`))).toBe(true);
    expect(rows.some((l) => l.startsWith(`${formula},`))).toBe(false);
    const { rows: counted } = await t.database.pool.query<{ n: number }>(
      'select count(*)::int as n from newsletter_subscriptions',
    );
    expect(rows).toHaveLength(counted[0]?.n ?? -1);
  });

  it('records the export on the audit log', async () => {
    await subscribe(uniqueEmail('audited'));
    const admin = await signedInStaff(t, 'admin');
    expect((await admin.client.request({ url: EXPORT })).statusCode).toBe(200);
    const audit = AuditReply.parse(
      (
        await admin.client.request({
          url: `${ADMIN_API}/audit?action=newsletter.export&staffEmail=${encodeURIComponent(admin.email)}`,
        })
      ).json(),
    );
    expect(audit.entries).toHaveLength(1);
    const { rows: counted } = await t.database.pool.query<{ n: number }>(
      'select count(*)::int as n from newsletter_subscriptions',
    );
    expect(audit.entries[0]?.after).toEqual({ rows: counted[0]?.n });
  });

  it('is refused to catalogue and support staff', async () => {
    for (const role of ['catalogue', 'support'] as const) {
      const member = await signedInStaff(t, role);
      expect((await member.client.request({ url: EXPORT })).statusCode).toBe(403);
    }
  });
});
